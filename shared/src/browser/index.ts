export * from "./fragment-lifecycles.tsx";
export * from "./report.ts";
