import { useSyncExternalStore } from "react";

/** Small screens (below the design system's md breakpoint), where choices open as dialogs. */
export const narrowViewportQuery = "(max-width: 767.98px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(narrowViewportQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the viewport is narrow. The server and the hydrating render answer false (the page's
 * HTML is the same for every screen), then the browser's answer follows.
 */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(narrowViewportQuery).matches,
    () => false,
  );
}
