export * from "./tracked-item.ts";
export * from "./events.ts";
export * from "./data-layer.ts";
export * from "./hashed-email.ts";
