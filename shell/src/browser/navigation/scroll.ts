/** How long a restored position waits for the page to grow tall enough (images arriving). */
const restoreWindowMs = 2000;

/**
 * Scrolls to a saved position. A page just swapped in may still be shorter than it was (images
 * without their size yet): the position is tried again as the page grows, until it is reached,
 * the shopper scrolls themselves, or the window has passed.
 */
export function restoreScroll(x: number, y: number): void {
  scrollTo(x, y);
  if (Math.round(scrollY) >= Math.round(y) || typeof ResizeObserver !== "function") return;
  const observer = new ResizeObserver(() => {
    scrollTo(x, y);
    if (Math.round(scrollY) >= Math.round(y)) stop();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ["wheel", "touchstart", "keydown"]) removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, restoreWindowMs);
  for (const type of ["wheel", "touchstart", "keydown"]) {
    addEventListener(type, stop, { passive: true, once: true });
  }
  observer.observe(document.documentElement);
}
