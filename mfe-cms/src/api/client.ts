import type { CataloguePageFacts, CmsPageResponse, ContentStory } from "@shop/shared";
import type { ContentVersion } from "./content-reader.ts";

/** A content page as the loader gets it: the page, its alternates and which version it is. */
export interface CmsPageAnswer extends CmsPageResponse {
  readonly version: ContentVersion;
}

/**
 * The content team's in-process client, bound to one request's shop: what the content page's
 * loader reads instead of calling `GET /api/cms/{slug}` over HTTP.
 */
export interface CmsClient {
  /**
   * The content page of a slug (`_` is the root) and its language alternates, exactly as
   * `GET /api/cms/{slug}` answers it; undefined when there is no such page. With an editor's
   * signed preview address in `query` (catalogue spec point 6) the draft, else published.
   */
  page(
    slug: string,
    query?: Readonly<Record<string, string>>,
  ): Promise<CmsPageAnswer | CmsPageResponse | undefined>;
  /**
   * One of the shop's layout items (`GET /api/cms/layoutCached/` answers them all): the layout's
   * content (footer) or the banner page (campaigns); null when it is missing or the content
   * service failed. Each fragment asks for the one it shows: one read, not five.
   */
  layoutItem<N extends keyof LayoutItemsResponse>(name: N): Promise<LayoutItemsResponse[N]>;
  /** The documentation's pages in the shop's language, in their editors' order (side navigation). */
  documentation(): Promise<readonly DocumentationEntry[]>;
  /**
   * A layout content by name (the checkout's, the login pages', the expired thank-you page's):
   * its story, or null when the shop has none or the content service failed.
   */
  layoutContent(name: LayoutContentName): Promise<ContentStory | null>;
  /**
   * The catalogue's facts of the product (`{ referenceKey }`) or category page (`{ path }`) the
   * request shows, for the campaigns' catalogue triggers; undefined when the catalogue has none
   * or is not wired (then those triggers do not match).
   */
  catalogueFacts(
    page: { readonly referenceKey: string } | { readonly path: string },
  ): Promise<CataloguePageFacts | undefined>;
}

/**
 * The layout contents the spec names that pages show beside their main fragment: the checkout's,
 * the login pages' and the thank-you page's for an order confirmation that has expired.
 */
export type LayoutContentName = "checkout" | "login" | "thank-you-expired";

/** One page of the documentation's side navigation. */
export interface DocumentationEntry {
  readonly name: string;
  /** Its path in the shop's language (`/fr/documentation/livraison/`). */
  readonly href: string;
}

/** `GET /api/cms/layoutCached/`: a shop's layout items by name, each null when it has none. */
export interface LayoutItemsResponse {
  readonly layout: ContentStory["content"] | null;
  readonly brandConfig: ContentStory["content"] | null;
  readonly couponConfig: ContentStory["content"] | null;
  readonly "versandkosten-config": ContentStory["content"] | null;
  /** The story of the campaign banners (`bannerConfig`). */
  readonly bannerPage: ContentStory | null;
}
