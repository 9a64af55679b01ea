/**
 * Stops the page behind an open dialog from scrolling (catalogue spec point 4). The lock count
 * lives on the document element (`data-shop-scroll-locks`), not in module state, because every
 * slice bundles its own copy of this module and dialogs of two slices can be open at once; the
 * page scrolls again only when the last one closes. The scrollbar's width is kept as padding so
 * the page does not shift. Returns the function that releases this lock.
 *
 * The edge's start script takes a lock with it for a dialog the server drew open, before the
 * dialog's own script runs (decision 0066), so it is serialised with `Function.prototype.toString`
 * and may use nothing from outside but `window` and `document`.
 */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const count = Number(root.dataset.shopScrollLocks ?? "0");
  if (count === 0) {
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  root.dataset.shopScrollLocks = String(count + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const remaining = Number(root.dataset.shopScrollLocks ?? "1") - 1;
    if (remaining > 0) {
      root.dataset.shopScrollLocks = String(remaining);
      return;
    }
    delete root.dataset.shopScrollLocks;
    root.style.removeProperty("overflow");
    root.style.removeProperty("padding-right");
  };
}
