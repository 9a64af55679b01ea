import { describe, expect, it } from "vitest";
import { slideAfterStep, sliderMotion } from "./slider-motion.ts";

describe("sliderMotion", () => {
  it("slides in 300 ms normally", () => {
    expect(sliderMotion(false)).toEqual({
      speedMs: 300,
      effect: "slide",
      scrollBehavior: "smooth",
    });
  });
  it("jumps at once and fades with reduced motion (catalogue spec point 9)", () => {
    expect(sliderMotion(true)).toEqual({ speedMs: 0, effect: "fade", scrollBehavior: "instant" });
  });
});

describe("slideAfterStep", () => {
  it("moves one slide either way", () => {
    expect(slideAfterStep(1, 4, 1)).toBe(2);
    expect(slideAfterStep(1, 4, -1)).toBe(0);
  });
  it("stops at both ends", () => {
    expect(slideAfterStep(0, 4, -1)).toBe(0);
    expect(slideAfterStep(3, 4, 1)).toBe(3);
  });
  it("gives the first slide of an empty slider", () => {
    expect(slideAfterStep(0, 0, 1)).toBe(0);
  });
});
