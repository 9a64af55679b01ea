export * from "./languages.ts";
export * from "./catalog.ts";
