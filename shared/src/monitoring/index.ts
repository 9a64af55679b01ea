export * from "./canary-analysis.ts";
export * from "./envelope.ts";
export * from "./error-tracing.ts";
export * from "./scrub.ts";
export * from "./vitals-health.ts";
