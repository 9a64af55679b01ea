/**
 * The layout's breakpoints in CSS pixels, each the narrowest viewport of its step (catalogue spec
 * point 9: xs 480, sm 640, md 768, lg 1024, xl 1200). Stylesheets use the same numbers in their
 * media queries; a test keeps every `@media` width in the repository on one of them.
 */
export const breakpoints = { xs: 480, sm: 640, md: 768, lg: 1024, xl: 1200 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** The media query of viewports at least as wide as a breakpoint (`(min-width: 768px)`). */
export function atLeast(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`;
}

/** The media query of viewports narrower than a breakpoint (`(max-width: 767px)`). */
export function below(breakpoint: Breakpoint): string {
  return `(max-width: ${breakpoints[breakpoint] - 1}px)`;
}
