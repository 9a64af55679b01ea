export * from "./products.ts";
export * from "./content.ts";
export * from "./navigation.ts";
export * from "./recommendations.ts";
export * from "./user.ts";
export * from "./basket.ts";
export * from "./search.ts";
export * from "./catalogue-lines.ts";
