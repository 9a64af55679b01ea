import { useEffect, useState, type RefObject } from "react";

/** Remembered for the session once the shopper swiped a card gallery: no nudge after that. */
const swipedKey = "cat:card-swiped";

function consentBannerVisible(): boolean {
  const banner = document.querySelector<HTMLElement>(
    '[data-fragment="mfe-consent/consentBanner"] [role="dialog"], [data-consent-banner]',
  );
  return banner !== null && banner.offsetParent !== null;
}

function swipedBefore(): boolean {
  try {
    return sessionStorage.getItem(swipedKey) === "1";
  } catch {
    return false;
  }
}

/**
 * The one-off nudge of the first card's gallery (catalogue spec point 4): runs once when the
 * card enters view, the consent banner is not visible and the shopper has not swiped; never
 * with reduced motion. Returns whether the nudge class is on (false on the server and in the
 * first render, so hydration matches).
 */
export function useFirstCardNudge(
  track: RefObject<HTMLElement | null>,
  eligible: boolean,
): boolean {
  const [nudge, setNudge] = useState(false);
  useEffect(() => {
    const element = track.current;
    if (!eligible || !element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || swipedBefore()) return;
    const onScroll = () => {
      try {
        sessionStorage.setItem(swipedKey, "1");
      } catch {
        // Storage blocked: the nudge may run again on the next page.
      }
    };
    element.addEventListener("scroll", onScroll, { once: true, passive: true });
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      if (consentBannerVisible() || swipedBefore()) return;
      observer.disconnect();
      setNudge(true);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", onScroll);
    };
  }, [track, eligible]);
  return nudge;
}
