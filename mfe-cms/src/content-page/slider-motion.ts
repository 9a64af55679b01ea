/** Catalogue spec point 9: a slider moves in 300 ms. */
export const sliderSpeedMs = 300;

/** How a slider moves: its speed and whether it slides or fades. */
export interface SliderMotion {
  readonly speedMs: number;
  readonly effect: "slide" | "fade";
  readonly scrollBehavior: ScrollBehavior;
}

/**
 * Catalogue spec point 9: speed 300 ms; 0 with reduced motion, which also switches to fade (for a
 * scrolling track: the jump is instant, nothing slides).
 */
export function sliderMotion(reducedMotion: boolean): SliderMotion {
  return reducedMotion
    ? { speedMs: 0, effect: "fade", scrollBehavior: "instant" }
    : { speedMs: sliderSpeedMs, effect: "slide", scrollBehavior: "smooth" };
}

/**
 * The slide shown after a step (-1 back, +1 on) from `current` among `count` slides: it stops at
 * both ends (a content slider does not loop, so "next" on the last slide stays there and the
 * button says so by being disabled).
 */
export function slideAfterStep(current: number, count: number, step: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, current + step));
}
