export * from "./Dialog.tsx";
export * from "./swipe.ts";
export * from "./scroll-lock.ts";
