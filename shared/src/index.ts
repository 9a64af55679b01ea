export * from "./i18n/index.ts";
export * from "./shops/index.ts";
export * from "./money/index.ts";
export * from "./routing/index.ts";
export * from "./composition/index.ts";
export * from "./events/index.ts";
export * from "./api/index.ts";
export * from "./consent/index.ts";
