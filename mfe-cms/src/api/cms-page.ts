import type { CmsPageResponse, ShopContext } from "@shop/shared";
import type { ContentReader } from "./content-reader.ts";
import { storyAlternates } from "./shop-story.ts";

/**
 * A shop's content page of a slug with its language alternates (catalogue spec point 2: translated
 * slugs give the locale-switch path), or undefined when the content service has no such story.
 * The route and the client answer alike.
 */
export async function cmsPage(
  content: ContentReader,
  shop: ShopContext,
  slug: string,
): Promise<CmsPageResponse | undefined> {
  const story = await content.story(shop, slug);
  return story ? { page: story, alternates: storyAlternates(story, shop) } : undefined;
}
