/** The addresses of the document's `<link rel>` elements of one kind. */
function linked(rel: string): Set<string> {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`);
  return new Set([...links].map((link) => link.getAttribute("href") ?? ""));
}

function appendLink(rel: string, href: string, as?: string): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  if (as) link.as = as;
  document.head.append(link);
  return link;
}

/**
 * Adds the stylesheets the page has and this document has not, resolving once they are loaded
 * (or failed), so the new regions never show unstyled.
 */
export function addStyles(hrefs: readonly string[]): Promise<void> {
  const present = linked("stylesheet");
  const loads = hrefs
    .filter((href) => !present.has(href))
    .map((href) => {
      const link = appendLink("stylesheet", href);
      return new Promise<void>((resolve) => {
        link.addEventListener("load", () => resolve(), { once: true });
        link.addEventListener("error", () => resolve(), { once: true });
      });
    });
  return Promise.all(loads).then(() => undefined);
}

/**
 * Asks the browser to fetch a prefetched page's scripts (its slices' remote entries and its
 * fragments' chunks) or stylesheets when it is idle, so opening the page waits for neither. A
 * hint, not a preload: a fragment the shopper never scrolls to before leaving the page does not
 * make Chromium warn of a preload left unused.
 */
export function hintFetch(hrefs: readonly string[], as: "script" | "style"): void {
  // Absolute addresses: the federation runtime adds its scripts with their full address.
  const links = document.querySelectorAll<HTMLLinkElement>("link[href]");
  const scripts = document.querySelectorAll<HTMLScriptElement>("script[src]");
  const present = new Set([
    ...[...links].map((link) => link.href),
    ...[...scripts].map((script) => script.src),
  ]);
  for (const href of hrefs) {
    const address = new URL(href, location.href).href;
    if (present.has(address)) continue;
    present.add(address);
    appendLink("prefetch", href, as);
  }
}
