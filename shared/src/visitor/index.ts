export * from "./visitor.ts";
