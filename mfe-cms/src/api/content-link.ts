import { normalizeContentPath, type ShopContext } from "@shop/shared";

/** A link of the content system as a page renders it: where it goes, and where it opens. */
export interface ContentLink {
  readonly href: string;
  readonly target?: string;
}

type Multilink = Readonly<Record<string, unknown>>;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const isLanguagePath = (path: string) => /^\/[a-z]{2}(\/|$)/.test(path);
/** External addresses a link may have: the web and telephone numbers, nothing that runs script. */
const isExternalAddress = (url: string) => /^(https?:\/\/|tel:)/i.test(url);

/**
 * The address of a content system link (catalogue spec point 2): `email` becomes a mailto link;
 * `asset` is the file's url; `url` keeps web addresses and localises internal paths (other
 * schemes, `javascript:` among them, give no link);
 * `story` goes to the linked story's page in the shop's language (its resolved story, else its
 * cached url). An anchor is appended to internal links; undefined for an empty link.
 */
export function contentLinkHref(link: Multilink, shop: ShopContext): ContentLink | undefined {
  const anchor = text(link.anchor) ? `#${text(link.anchor)}` : "";
  const target = text(link.target) ? { target: text(link.target) } : {};
  const url = text(link.url) || text(link.cached_url);
  switch (link.linktype) {
    case "email": {
      const address = text(link.email) || url.replace(/^mailto:/, "");
      return address ? { href: `mailto:${address}`, ...target } : undefined;
    }
    case "asset":
      return url ? { href: url, ...target } : undefined;
    case "url": {
      if (!url) return undefined;
      if (!url.startsWith("/"))
        return isExternalAddress(url) ? { href: url, ...target } : undefined;
      const path = isLanguagePath(url) ? url : `/${shop.language}${url}`;
      return { href: `${path}${anchor}`, ...target };
    }
    case "story": {
      const story = link.story as Multilink | undefined;
      const fullSlug = text(story?.full_slug) || url;
      if (!fullSlug) return undefined;
      const path = normalizeContentPath(fullSlug, [shop.brand]);
      return { href: `/${shop.language}/${path ? `${path}/` : ""}${anchor}`, ...target };
    }
    default:
      return undefined;
  }
}

/**
 * A story's content with every multilink field replaced by its `ContentLink`, and every rich text
 * link mark's attributes by it (a mark without an address is dropped): converted at the
 * boundary, the blocks render addresses, never the content system's link objects.
 */
export function withContentLinks<T>(content: T, shop: ShopContext): T {
  if (Array.isArray(content)) {
    return content
      .map((item: unknown) => withContentLinks(item, shop))
      .filter((item) => item !== undefined) as T;
  }
  if (content === null || typeof content !== "object") return content;
  const node = content as Multilink;
  if (node.fieldtype === "multilink") return (contentLinkHref(node, shop) ?? null) as T;
  if (node.type === "link" && node.attrs !== null && typeof node.attrs === "object") {
    const attrs = node.attrs as Multilink;
    const link = contentLinkHref({ ...attrs, url: text(attrs.href) }, shop);
    return (link ? { type: "link", attrs: link } : undefined) as T;
  }
  return Object.fromEntries(
    Object.entries(node).map(([field, value]) => [field, withContentLinks(value, shop)]),
  ) as T;
}
