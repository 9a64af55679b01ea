export * from "./fragment-renderer.tsx";
