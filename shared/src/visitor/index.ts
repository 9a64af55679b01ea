export * from "./visitor.ts";
export * from "./viewport.ts";
export * from "./debounce.ts";
export * from "./watch-device.ts";
export * from "./personal-state.ts";
