/** Runs `callback` once the page has loaded and the browser is idle (at most `timeoutMs` later). */
export function whenLoadedAndIdle(callback: () => void, timeoutMs: number): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === "function") {
      requestIdleCallback(() => callback(), { timeout: timeoutMs });
    } else setTimeout(callback, Math.min(timeoutMs, 1000));
  };
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

/** A fragment whose top edge starts under the first screen: its hydration can wait. */
export function startsBelowTheFold(element: HTMLElement, viewportHeight = innerHeight): boolean {
  return element.getBoundingClientRect().top >= viewportHeight;
}

/** The two events a below-the-fold fragment waits for; the first one to come starts it. */
export interface HydrationTriggers {
  /** Calls back once the element comes near the viewport; returns a function that stops watching. */
  readonly nearViewport: (element: HTMLElement, callback: () => void) => () => void;
  readonly idle: (callback: () => void) => void;
}

/** Distance from the viewport at which a fragment starts loading, so it is ready when seen. */
const viewportMarginPx = 300;
/** Chromium warns about a preloaded script not used within a few seconds of the page's load. */
const idleTimeoutMs = 2000;

const browserTriggers: HydrationTriggers = {
  nearViewport(element, callback) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback();
      },
      { rootMargin: `${viewportMarginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  },
  idle: (callback) => whenLoadedAndIdle(callback, idleTimeoutMs),
};

/**
 * Resolves when a below-the-fold fragment should hydrate (issue 24, goal 2): when it comes near
 * the viewport, or when the browser is idle after the page's load, whichever is first. Until
 * then the server's markup stands alone, readable, with working links.
 */
export async function whenVisibleOrIdle(
  element: HTMLElement,
  triggers: HydrationTriggers = browserTriggers,
): Promise<void> {
  let stopWatching: () => void = () => undefined;
  await new Promise<void>((resolve) => {
    stopWatching = triggers.nearViewport(element, resolve);
    triggers.idle(resolve);
  });
  stopWatching();
}

/**
 * Resolves when a fragment that hydrates when visible (decision 0061) comes near the viewport, or
 * when the visitor reaches for it before that (a keyboard focus moved into it, say). Never on
 * idle: its scripts stay off a visit that does not come to it.
 */
export async function whenSeen(
  element: HTMLElement,
  triggers: Pick<HydrationTriggers, "nearViewport"> = browserTriggers,
): Promise<void> {
  let stopWatching: () => void = () => undefined;
  await Promise.race([
    new Promise<void>((resolve) => {
      stopWatching = triggers.nearViewport(element, resolve);
    }),
    whenReachedFor(element),
  ]);
  stopWatching();
}

/** What a visitor does to a fragment that shows they are about to use it. */
const reachingEvents = ["pointerover", "pointerdown", "touchstart", "focusin"] as const;

/**
 * Resolves when the visitor reaches for `element` (decision 0060): points at it, touches it or
 * moves the keyboard focus into it. A link in it works before then as a plain link.
 */
export function whenReachedFor(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const reached = () => {
      for (const type of reachingEvents) element.removeEventListener(type, reached);
      resolve();
    };
    for (const type of reachingEvents) {
      element.addEventListener(type, reached, { passive: true });
    }
  });
}
