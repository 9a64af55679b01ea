export * from "./shops.ts";
export * from "./shop-options.ts";
