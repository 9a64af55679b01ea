export * from "./keys.ts";
export * from "./quantity-rules.ts";
export * from "./price-scales.ts";
export * from "./customisation.ts";
export * from "./payback.ts";
export * from "./shipping.ts";
