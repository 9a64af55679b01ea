import type { ToastKind } from "../../events/contracts.ts";

/** Catalogue spec point 9: toasts time out after 5000 ms, at most 20 show at once. */
export const toastTimeoutMs = 5000;
export const maxToasts = 20;
/** Catalogue spec point 9: a toast dragged sideways by 60 % of its width is dismissed. */
export const toastDragDismissRatio = 0.6;

export interface ShownToast {
  readonly id: number;
  readonly message: string;
  readonly kind: ToastKind;
}

/** The toasts after one more arrives: appended, the oldest dropped beyond the limit of 20. */
export function withToast(
  toasts: readonly ShownToast[],
  toast: ShownToast,
  limit: number = maxToasts,
): readonly ShownToast[] {
  const next = [...toasts, toast];
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** The toasts without the one of `id` (timed out, clicked or dragged away). */
export function withoutToast(toasts: readonly ShownToast[], id: number): readonly ShownToast[] {
  return toasts.filter((toast) => toast.id !== id);
}

/** True when a sideways drag of `deltaX` px dismisses a toast `width` px wide (60 % either way). */
export function toastDragDismisses(deltaX: number, width: number): boolean {
  return width > 0 && Math.abs(deltaX) >= width * toastDragDismissRatio;
}
