// The product image dialog's rules (catalogue spec points 7 and 9; decision 0042), pure so they
// can be tested without a browser.

/** How far a pointer must travel sideways before a swipe changes the picture (px). */
export const imageSwipeThreshold = 50;

/** The zoom factor of a zoomed picture. */
export const imageZoomFactor = 2;

/** The picture `step` places from `current`, wrapping round at both ends. */
export function wrappedImageIndex(current: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

/**
 * The picture step of a finished pointer gesture: -1 (swiped right: the previous picture), +1
 * (swiped left: the next) or 0 (a tap, a short or mostly vertical move).
 */
export function swipeStep(deltaX: number, deltaY: number): -1 | 0 | 1 {
  if (Math.abs(deltaX) < imageSwipeThreshold || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** What a key does in the dialog: change the picture, zoom, or nothing of ours. */
export function imageKeyAction(
  key: string,
): "previous" | "next" | "first" | "last" | "zoomIn" | "zoomOut" | null {
  switch (key) {
    case "ArrowLeft":
      return "previous";
    case "ArrowRight":
      return "next";
    case "Home":
      return "first";
    case "End":
      return "last";
    case "+":
    case "=":
      return "zoomIn";
    case "-":
      return "zoomOut";
    default:
      return null;
  }
}

/**
 * Where a zoomed picture is magnified around: the pointer's place in the picture as percentages
 * (CSS `transform-origin`), clamped to the picture.
 */
export function zoomOrigin(
  pointer: { readonly x: number; readonly y: number },
  box: {
    readonly left: number;
    readonly top: number;
    readonly width: number;
    readonly height: number;
  },
): string {
  const percent = (value: number, size: number) =>
    size > 0 ? Math.min(100, Math.max(0, Math.round((value / size) * 100))) : 50;
  return `${percent(pointer.x - box.left, box.width)}% ${percent(pointer.y - box.top, box.height)}%`;
}
