import { useSyncExternalStore } from "react";
import { viewportDevice, watchDevice } from "@shop/shared";

const subscribe = (onChange: () => void) => watchDevice(onChange);

/**
 * Whether the viewport is narrow (a mobile layout, below the design system's md breakpoint),
 * where choices open as dialogs: re-checked 50 ms after a window resize (`watchDevice`). The
 * server and the hydrating render answer false (the page's HTML is the same for every screen),
 * then the browser's answer follows.
 */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => viewportDevice(window.innerWidth).mobile,
    () => false,
  );
}
