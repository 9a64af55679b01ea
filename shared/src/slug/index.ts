export * from "./slug.ts";
