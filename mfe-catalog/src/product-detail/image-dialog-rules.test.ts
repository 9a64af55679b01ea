import { describe, expect, it } from "vitest";
import { imageKeyAction, swipeStep, wrappedImageIndex, zoomOrigin } from "./image-dialog-rules.ts";

describe("the product image dialog's rules", () => {
  it("wraps round at both ends", () => {
    expect(wrappedImageIndex(0, -1, 4)).toBe(3);
    expect(wrappedImageIndex(3, 1, 4)).toBe(0);
    expect(wrappedImageIndex(1, 1, 4)).toBe(2);
    expect(wrappedImageIndex(0, 1, 0)).toBe(0);
  });

  it("counts a swipe only past 50 px and mostly sideways", () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-60, 70)).toBe(0);
  });

  it("maps the arrow, Home, End and zoom keys", () => {
    expect(["ArrowLeft", "ArrowRight", "Home", "End", "+", "-", "Tab"].map(imageKeyAction)).toEqual(
      ["previous", "next", "first", "last", "zoomIn", "zoomOut", null],
    );
  });

  it("zooms around the pointer, clamped to the picture", () => {
    const box = { left: 100, top: 50, width: 400, height: 400 };
    expect(zoomOrigin({ x: 300, y: 150 }, box)).toBe("50% 25%");
    expect(zoomOrigin({ x: 0, y: 900 }, box)).toBe("0% 100%");
  });
});
