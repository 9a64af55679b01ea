import type { CmsPageResponse } from "@shop/shared";

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
