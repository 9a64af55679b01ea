import type { Language } from "@shop/shared";
import { prefetchAllowed } from "./connection.ts";
import { pageUrl } from "./links.ts";

/**
 * Link prefetch on visibility (core spec point 9): each page link, the first time it comes into
 * view, hands its address to `prefetch`; nothing at all with Save-Data or a slow connection.
 * Returns the function that looks for links again (after a navigation brought new ones).
 */
export function prefetchVisibleLinks(language: Language, prefetch: (url: URL) => void): () => void {
  if (!prefetchAllowed() || typeof IntersectionObserver !== "function") return () => undefined;
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const link = entry.target as HTMLAnchorElement;
      const url = pageUrl(link.href, language);
      if (url && url.pathname + url.search !== location.pathname + location.search) prefetch(url);
    }
  });
  const scan = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      if (seen.has(link) || link.hasAttribute("download")) continue;
      if (link.target && link.target !== "_self") continue;
      seen.add(link);
      observer.observe(link);
    }
  };
  scan();
  return scan;
}
