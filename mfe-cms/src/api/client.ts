import type { CmsPageResponse, ContentStory } from "@shop/shared";

/**
 * The content team's in-process client, bound to one request's shop: what the content page's
 * loader reads instead of calling `GET /api/cms/{slug}` over HTTP.
 */
export interface CmsClient {
  /**
   * The content page of a slug (`_` is the root) and its language alternates, exactly as
   * `GET /api/cms/{slug}` answers it; undefined when there is no such page.
   */
  page(slug: string): Promise<CmsPageResponse | undefined>;
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
