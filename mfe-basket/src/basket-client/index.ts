export * from "./anonymous-id.ts";
export * from "./cart-keys.ts";
export * from "./basket-client.ts";
export * from "./wishlist-client.ts";
export * from "./wishlist-toggle.ts";
export * from "./cart-session.ts";
export * from "./announce.ts";
