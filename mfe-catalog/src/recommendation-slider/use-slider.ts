import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { below } from "@shop/shared";

/** Catalogue spec point 9: autoplay delay of the slider library's defaults. */
export const autoplayDelayMs = 3000;
/** Catalogue spec point 9: the listing slider loops only below md. */
const belowMd = below("md");
const reducedMotion = "(prefers-reduced-motion: reduce)";

function slideStep(track: HTMLElement): number {
  const slide = track.firstElementChild as HTMLElement | null;
  const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
  return (slide?.offsetWidth ?? track.clientWidth) + gap;
}

/**
 * A scroll-snap slider's behaviour (catalogue spec point 9): previous and next by one slide,
 * looping only below md, 300 ms smooth scrolling (CSS) or none with reduced motion (speed 0,
 * a fade instead of a slide), autoplay that stops on the first interaction and never runs with
 * reduced motion. The first render (server and hydration) assumes the start, no loop, no autoplay.
 */
export function useSlider(track: RefObject<HTMLUListElement | null>, autoplay: boolean) {
  const reduced = useRef(false);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const [loop, setLoop] = useState(false);
  const [autoplaying, setAutoplaying] = useState(false);
  const [fading, setFading] = useState(false);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const narrow = window.matchMedia(belowMd);
    const motion = window.matchMedia(reducedMotion);
    const update = () => {
      setLoop(narrow.matches);
      reduced.current = motion.matches;
      if (motion.matches) setAutoplaying(false);
    };
    const onScroll = () =>
      setEdges({
        atStart: element.scrollLeft <= 1,
        atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
      });
    update();
    onScroll();
    if (autoplay && !motion.matches) setAutoplaying(true);
    narrow.addEventListener("change", update);
    motion.addEventListener("change", update);
    element.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      narrow.removeEventListener("change", update);
      motion.removeEventListener("change", update);
      element.removeEventListener("scroll", onScroll);
    };
  }, [track, autoplay]);

  const go = useCallback(
    (direction: 1 | -1): boolean => {
      const element = track.current;
      if (!element) return false;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      const atStart = element.scrollLeft <= 1;
      let left = element.scrollLeft + direction * slideStep(element);
      if (direction > 0 && atEnd) {
        if (!loop) return false;
        left = 0;
      } else if (direction < 0 && atStart) {
        if (!loop) return false;
        left = element.scrollWidth;
      }
      if (reduced.current) {
        setFading(true);
        window.setTimeout(() => setFading(false), 0);
      }
      element.scrollTo({ left, behavior: reduced.current ? "instant" : "smooth" });
      return true;
    },
    [track, loop],
  );

  useEffect(() => {
    if (!autoplaying) return;
    const timer = window.setInterval(() => {
      if (!go(1)) setAutoplaying(false);
    }, autoplayDelayMs);
    return () => window.clearInterval(timer);
  }, [autoplaying, go]);

  const stopAutoplay = useCallback(() => setAutoplaying(false), []);
  return {
    go,
    fading,
    autoplaying,
    stopAutoplay,
    canGoBack: loop || !edges.atStart,
    canGoOn: loop || !edges.atEnd,
    /** Any interaction with the slider stops autoplay for good. */
    sectionHandlers: {
      onPointerDown: stopAutoplay,
      onKeyDown: stopAutoplay,
      onFocus: stopAutoplay,
      onWheel: stopAutoplay,
      onTouchStart: stopAutoplay,
    },
  };
}
