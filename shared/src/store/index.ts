// Client data (house style): the one RTK Query API, the store factory and its typed hooks. Only
// slices that use Redux import this entry, so the others never load Redux.
export * from "./shop-api.ts";
export * from "./make-store.ts";
export * from "./hooks.ts";
export * from "./api-error.ts";
