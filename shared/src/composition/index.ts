export * from "./micro-frontends.ts";
export * from "./fragments.ts";
export * from "./layouts.ts";
export * from "./pages.ts";
export * from "./renderer.ts";
export * from "./runtime-config.ts";
export * from "./page-payload.ts";
export * from "./fragment-slots.ts";
