import type { CmsPageResponse, ShopContext } from "@shop/shared";
import type { ContentReader, ContentVersion } from "./content-reader.ts";
import { storyAlternates } from "./shop-story.ts";

/**
 * A shop's content page of a slug with its language alternates (catalogue spec point 2: translated
 * slugs give the locale-switch path), or undefined when the content service has no such story.
 * The route and the client answer alike; an editor's preview reads the draft.
 */
export async function cmsPage(
  content: ContentReader,
  shop: ShopContext,
  slug: string,
  version: ContentVersion = "published",
): Promise<CmsPageResponse | undefined> {
  const story = await content.story(shop, slug, version);
  return story ? { page: story, alternates: storyAlternates(story, shop) } : undefined;
}
