import type { CmsPageResponse, ShopContext } from "@shop/shared";
import type { ContentSource } from "../store/content-source.ts";

/**
 * A shop's content page of a slug with its language alternates (catalogue spec point 2), or
 * undefined when the content service has no such story. The route and the client answer alike.
 */
export async function cmsPage(
  content: ContentSource,
  shop: ShopContext,
  slug: string,
): Promise<CmsPageResponse | undefined> {
  const story = await content.story(shop, slug);
  return story ? { page: story, alternates: [] } : undefined;
}
