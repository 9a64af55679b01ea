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

/** Preloads the fragments' scripts the document has not asked for yet. */
export function addPreloads(hrefs: readonly string[]): void {
  const present = linked("preload");
  for (const href of hrefs.filter((one) => !present.has(one)))
    appendLink("preload", href, "script");
}

/**
 * Asks the browser to fetch a prefetched page's scripts (its slices' remote entries) or
 * stylesheets when it is idle, so opening the page waits for neither.
 */
export function hintFetch(hrefs: readonly string[], as: "script" | "style"): void {
  const present = new Set([...linked("prefetch"), ...linked("stylesheet")]);
  for (const href of hrefs.filter((one) => !present.has(one))) appendLink("prefetch", href, as);
}
