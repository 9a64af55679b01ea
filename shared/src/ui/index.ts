export * from "./FragmentFallback.tsx";
export * from "./FragmentErrorBoundary.tsx";
export * from "./FragmentRoot.tsx";
export * from "./dialog/index.ts";
export * from "./toast/index.ts";
export * from "./forms/index.ts";
export * from "./FragmentSlot.tsx";
