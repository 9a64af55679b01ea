import type { ShopContext } from "@shop/shared";
import type { DocumentationEntry } from "./client.ts";
import type { ContentReader } from "./content-reader.ts";
import { storyAlternates } from "./shop-story.ts";

/** The folder of a brand's documentation pages (`home/documentation/…`), its route's prefix too. */
export const documentationFolder = "documentation";

/**
 * The documentation's pages for its side navigation (core spec point 2: the documentation
 * layout): each story's name and path in the shop's language.
 */
export async function documentationEntries(
  content: ContentReader,
  shop: ShopContext,
): Promise<DocumentationEntry[]> {
  const stories = await content.folderStories(shop, documentationFolder);
  return stories.flatMap((story) => {
    const [own] = storyAlternates(story, shop);
    return own ? [{ name: story.name, href: own.href }] : [];
  });
}
