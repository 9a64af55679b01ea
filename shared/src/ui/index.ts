export * from "./FragmentFallback.tsx";
export * from "./FragmentErrorBoundary.tsx";
export * from "./FragmentRoot.tsx";
