export * from "./shops.ts";
export * from "./shop-options.ts";
export * from "./brand-names.ts";
