export * from "./shops.ts";
