export * from "./price.ts";
