import type { CmsPageResponse, ContentStory, ShopContext } from "@shop/shared";
import type { ContentReader, ContentVersion } from "./content-reader.ts";
import { storyAlternates } from "./shop-story.ts";

/**
 * A shop's content page of a slug with its language alternates (catalogue spec point 2: translated
 * slugs give the locale-switch path), or undefined when the content service has no such story.
 * The route and the client answer alike; an editor's preview reads the draft. Its product lists
 * carry the catalogue's products (decision 0049).
 */
export async function cmsPage(
  content: ContentReader,
  shop: ShopContext,
  slug: string,
  version: ContentVersion,
  productLists: ProductListsOf,
): Promise<CmsPageResponse | undefined> {
  const story = await content.story(shop, slug, version);
  if (!story) return undefined;
  return { page: await productLists(story, shop), alternates: storyAlternates(story, shop) };
}

/** A story with its product-list blocks' products set (`withProductLists` over the catalogue). */
export type ProductListsOf = (story: ContentStory, shop: ShopContext) => Promise<ContentStory>;
