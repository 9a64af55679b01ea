import { payloadPath, type Language } from "@shop/shared";

/**
 * The address a click on a link may open without a document load (decision 0050), or undefined
 * when the browser must handle it: a modified or non-primary click, a link to another window or
 * in a dialog, a download, another origin or language (another shop), the same page with another
 * query or anchor, or an address that is not a page (pages end in a slash).
 */
export function navigableUrl(event: MouseEvent, language: Language): URL | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if (link.hasAttribute("download")) return undefined;
  if (link.target && link.target !== "_self") return undefined;
  // A link in a dialog (the add-to-basket layer, the category menu) loads the document: the
  // dialog's fragment may stay on the next page, and only a new document closes it for certain.
  if (link.closest("dialog, [role='dialog']")) return undefined;
  return pageUrl(link.href, language);
}

/** A same-origin page address in the page's language, at another path than this page's. */
export function pageUrl(href: string, language: Language): URL | undefined {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin) return undefined;
  if (url.pathname.split("/")[1] !== language) return undefined;
  if (!payloadPath(url.pathname)) return undefined;
  // The same page with another query or anchor (a variant, a login view, a filter) is the page's
  // own change: its slice decides what moves and where focus goes, as on a document load.
  if (url.pathname === location.pathname) return undefined;
  return url;
}

/** The payload address of a page address (`/de/p/name-1/?variant=2` → `…/_payload.json?variant=2`). */
export function payloadUrl(url: URL): string {
  return `${payloadPath(url.pathname) ?? ""}${url.search}`;
}
