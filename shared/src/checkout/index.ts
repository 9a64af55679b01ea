export * from "./payment-methods.ts";
export * from "./postcode-rules.ts";
export * from "./order-status.ts";
export * from "./orders.ts";
export * from "./order-tracking.ts";
export * from "./address-rules.ts";
export * from "./shipping-method.ts";
export * from "./coupons.ts";
