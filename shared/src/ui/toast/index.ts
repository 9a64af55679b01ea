export * from "./ToastHost.tsx";
export * from "./toast-queue.ts";
