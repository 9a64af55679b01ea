import { describe, expect, it } from "vitest";
import {
  maxToasts,
  toastDragDismisses,
  withToast,
  withoutToast,
  type ShownToast,
} from "./toast-queue.ts";

const toast = (id: number): ShownToast => ({ id, message: `t${id}`, kind: "info" });

describe("toast queue (spec: at most 20 at once)", () => {
  it("appends toasts in arrival order", () => {
    expect(withToast([toast(1)], toast(2)).map((t) => t.id)).toEqual([1, 2]);
  });

  it("keeps 20 and drops the oldest when the 21st arrives", () => {
    let toasts: readonly ShownToast[] = [];
    for (let id = 1; id <= maxToasts; id++) toasts = withToast(toasts, toast(id));
    expect(toasts).toHaveLength(20);
    toasts = withToast(toasts, toast(21));
    expect(toasts).toHaveLength(20);
    expect(toasts[0]?.id).toBe(2);
    expect(toasts.at(-1)?.id).toBe(21);
  });

  it("removes one toast by id and leaves the rest", () => {
    expect(withoutToast([toast(1), toast(2), toast(3)], 2).map((t) => t.id)).toEqual([1, 3]);
    expect(withoutToast([toast(1)], 9)).toHaveLength(1);
  });
});

describe("toast drag-to-dismiss (spec: 60 % of the width)", () => {
  it("dismisses from 60 % of the width in either direction", () => {
    expect(toastDragDismisses(179, 300)).toBe(false);
    expect(toastDragDismisses(180, 300)).toBe(true);
    expect(toastDragDismisses(-180, 300)).toBe(true);
    expect(toastDragDismisses(-179, 300)).toBe(false);
  });

  it("never dismisses a toast without width", () => {
    expect(toastDragDismisses(10, 0)).toBe(false);
  });
});
