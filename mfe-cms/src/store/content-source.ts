import { createHash } from "node:crypto";
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
  /**
   * The version of the published content (decision 0025): changes whenever a story is published,
   * changed or removed. The edge's fragment cache keys the content fragments on it. (Storyblok's
   * delivery API calls it the cache version, `cv`.)
   */
  version(): Promise<string>;
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

  /**
   * A fingerprint of every story file: its path, size and modification time (nanoseconds), so
   * adding, changing or removing a story changes it. Stats only, no file is read: cheap enough to
   * ask every second.
   */
  async version(): Promise<string> {
    const entries = await fs
      .readdir(this.root, { recursive: true, withFileTypes: true })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
    const files = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    // A story removed between the listing and its stat counts as removed.
    const stats = await Promise.all(
      files.map((file) => fs.stat(file, { bigint: true }).catch(() => undefined)),
    );
    const hash = createHash("sha256");
    files.forEach((file, index) => {
      const stat = stats[index];
      if (stat) hash.update(`${path.relative(this.root, file)}\0${stat.size}\0${stat.mtimeNs}\n`);
    });
    return hash.digest("hex").slice(0, 16);
  }
}
