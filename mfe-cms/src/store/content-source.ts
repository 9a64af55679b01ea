import fs from "node:fs/promises";
import path from "node:path";
import type { ContentStory, ShopContext } from "@shop/shared";

/**
 * Where content stories come from. The embedded default reads the repository's story files;
 * the headless content service (Storyblok's delivery API) plugs in behind this interface.
 */
export interface ContentSource {
  /** The published story of a slug (`_` is the root), or undefined when there is none. */
  story(shop: ShopContext, slug: string): Promise<ContentStory | undefined>;
}

const slugPattern = /^(?:_|[a-z0-9-]+(?:\/[a-z0-9-]+)*)$/;

/** True for slugs a story can have; anything else is refused before touching the disk. */
export function isStorySlug(slug: string): boolean {
  return slugPattern.test(slug);
}

/**
 * Stories as JSON files: `mfe-cms/content/stories/{brand}/{language}/{slug}.json`, `_` → `home`
 * (the embedded default of the content service).
 */
export class FileContentSource implements ContentSource {
  private readonly root: string;

  constructor(root = path.resolve(import.meta.dirname, "..", "..", "content", "stories")) {
    this.root = root;
  }

  async story(shop: ShopContext, slug: string): Promise<ContentStory | undefined> {
    if (!isStorySlug(slug)) return undefined;
    const file = path.join(
      this.root,
      shop.brand,
      shop.language,
      `${slug === "_" ? "home" : slug}.json`,
    );
    try {
      return (JSON.parse(await fs.readFile(file, "utf8")) as { story: ContentStory }).story;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }
}
