import type { PagePayload } from "@shop/shared";

/** Sets (or, without a value, removes) one `<meta>` or `<link>` of the head. */
function setHeadTag(
  selector: string,
  make: () => HTMLElement,
  set: (tag: HTMLElement) => void,
  value: string | undefined,
): void {
  const existing = document.head.querySelector<HTMLElement>(selector);
  if (value === undefined) {
    existing?.remove();
    return;
  }
  const tag = existing ?? make();
  set(tag);
  if (!tag.isConnected) document.head.append(tag);
}

function meta(attribute: "name" | "property", key: string, content: string | undefined): void {
  setHeadTag(
    `meta[${attribute}="${key}"]`,
    () => {
      const tag = document.createElement("meta");
      tag.setAttribute(attribute, key);
      return tag;
    },
    (tag) => tag.setAttribute("content", content ?? ""),
    content,
  );
}

/** The new page's head, as its document would carry it: title, description, robots, canonical, alternates, `lang`. */
export function applyHead({ head, lang }: PagePayload): void {
  document.title = head.title;
  document.documentElement.lang = lang;
  meta("name", "description", head.description);
  meta("name", "robots", head.robots);
  meta("property", "og:title", head.title);
  meta("property", "og:url", head.canonical);
  setHeadTag(
    'link[rel="canonical"]',
    () => {
      const link = document.createElement("link");
      link.rel = "canonical";
      return link;
    },
    (tag) => tag.setAttribute("href", head.canonical ?? ""),
    head.canonical,
  );
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]'))
    link.remove();
  for (const { hreflang, href } of head.alternates) {
    const link = document.createElement("link");
    link.rel = "alternate";
    link.hreflang = hreflang;
    link.href = href;
    document.head.append(link);
  }
}
