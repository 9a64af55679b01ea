/** The loading bar's constants (catalogue spec point 9). */
export const loadingBarTiming = {
  /** A navigation quicker than this shows no bar. */
  throttleMs: 200,
  /** The bar's way to nearly full while the page loads. */
  durationMs: 2000,
  heightPx: 3,
  /** How long the full bar stays once the page is there. */
  hideDelayMs: 500,
  /** How long after hiding the bar goes back to empty. */
  resetDelayMs: 400,
} as const;

/** How far the bar goes while it waits: the rest is for the page's arrival. */
const waitingShare = 0.9;

/**
 * The page-loading bar at the top of the window (decision 0050): a progress bar for assistive
 * technology while it shows, hidden from it otherwise; without motion when the shopper asks
 * for reduced motion (it shows, full width, without moving).
 */
export class LoadingBar {
  private readonly element: HTMLDivElement;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private readonly reducedMotion: boolean;

  constructor(label: string) {
    this.reducedMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
    const bar = document.createElement("div");
    bar.className = "shop-loading-bar";
    bar.setAttribute("role", "progressbar");
    bar.setAttribute("aria-label", label);
    bar.setAttribute("aria-valuemin", "0");
    bar.setAttribute("aria-valuemax", "100");
    bar.setAttribute("aria-hidden", "true");
    Object.assign(bar.style, {
      position: "fixed",
      insetBlockStart: "0",
      insetInlineStart: "0",
      zIndex: "1000",
      height: `${loadingBarTiming.heightPx}px`,
      width: "0",
      opacity: "0",
      pointerEvents: "none",
      background: "var(--shop-color-primary)",
    });
    document.body.append(bar);
    this.element = bar;
  }

  /** A page starts loading: the bar shows once the throttle has passed. */
  start(): void {
    this.clearTimers();
    this.later(() => {
      this.set(0, "none");
      this.element.getBoundingClientRect();
      this.element.setAttribute("aria-hidden", "false");
      this.element.removeAttribute("aria-valuenow");
      this.element.style.opacity = "1";
      this.set(
        this.reducedMotion ? 100 : waitingShare * 100,
        `width ${loadingBarTiming.durationMs}ms ease-out`,
      );
    }, loadingBarTiming.throttleMs);
  }

  /** The page is there (or the navigation ended): full, then hidden, then reset. */
  done(): void {
    this.clearTimers();
    if (this.element.getAttribute("aria-hidden") === "true") return;
    this.set(100, `width ${loadingBarTiming.throttleMs}ms ease-out`);
    this.element.setAttribute("aria-valuenow", "100");
    this.later(() => {
      this.element.style.opacity = "0";
      this.element.setAttribute("aria-hidden", "true");
      this.later(() => this.set(0, "none"), loadingBarTiming.resetDelayMs);
    }, loadingBarTiming.hideDelayMs);
  }

  private set(percent: number, transition: string): void {
    this.element.style.transition = this.reducedMotion ? "none" : transition;
    this.element.style.width = `${percent}%`;
  }

  private later(work: () => void, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      work();
    }, ms);
    this.timers.add(timer);
  }

  private clearTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
