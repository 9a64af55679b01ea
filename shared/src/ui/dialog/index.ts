export * from "./Dialog.tsx";
export * from "./swipe.ts";
