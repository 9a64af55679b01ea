export * from "./price.ts";
export * from "./tax.ts";
