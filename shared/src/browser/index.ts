export * from "./fragment-lifecycles.tsx";
export * from "./fragment-failure.ts";
export * from "./report.ts";
