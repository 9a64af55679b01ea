import { describe, expect, it } from "vitest";
import { dialogSwipeCloses, dialogSwipeOffset } from "./swipe.ts";

describe("dialog swipe-down (spec: must pass 10 px, more than 70 px closes)", () => {
  it("does not move the panel until the swipe passes 10 px", () => {
    expect(dialogSwipeOffset(-30)).toBe(0);
    expect(dialogSwipeOffset(0)).toBe(0);
    expect(dialogSwipeOffset(10)).toBe(0);
    expect(dialogSwipeOffset(11)).toBe(11);
    expect(dialogSwipeOffset(200)).toBe(200);
  });

  it("closes only beyond 70 px", () => {
    expect(dialogSwipeCloses(10)).toBe(false);
    expect(dialogSwipeCloses(70)).toBe(false);
    expect(dialogSwipeCloses(71)).toBe(true);
    expect(dialogSwipeCloses(-100)).toBe(false);
  });
});
