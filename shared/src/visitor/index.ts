export * from "./visitor.ts";
export * from "./viewport.ts";
