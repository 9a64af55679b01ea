export * from "./consent-record.ts";
export * from "./consent-decision.ts";
export * from "./consent-hash.ts";
export * from "./country-picker.ts";
export * from "./tracking-rules.ts";
