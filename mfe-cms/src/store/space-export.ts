import fs from "node:fs/promises";
import path from "node:path";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@shop/shared/platform";
import { contentSpace, raiseCacheVersion } from "./cache-version.ts";
import { datasourceEntries, datasources, spaces, stories } from "./cms-schema.ts";
import type { StoryContent, TranslatedSlug } from "./story-document.ts";

/** The repository's content: one space export per brand (`mfe-cms/content/spaces/{brand}.json`). */
export const defaultSpaceExportDir = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "content",
  "spaces",
);

/**
 * A brand's space export: its folders (the brand's own, the company prefix of its pages, and
 * `config/{brand}` for its layout items), its published stories and its datasources.
 */
export interface SpaceExport {
  readonly folders: readonly { readonly name: string; readonly full_slug: string }[];
  readonly stories: readonly {
    readonly uuid: string;
    readonly name: string;
    readonly full_slug: string;
    readonly content: StoryContent;
    readonly translations: Readonly<Record<string, StoryContent>>;
    readonly translated_slugs: readonly TranslatedSlug[];
  }[];
  /** Space-wide lists of values, each in the export that brings it. */
  readonly datasources?: readonly {
    readonly name: string;
    readonly slug: string;
    readonly entries: readonly {
      readonly name: string;
      readonly value: string;
      readonly dimensions?: Readonly<Record<string, string>>;
    }[];
  }[];
}

/**
 * Loads the space exports into the space, all in one transaction, when the space is new or its
 * recorded export hash differs from the exports' (decision 0033: the repository's content is
 * the development space's source, so a changed export replaces its stories and datasources and
 * raises the cache version). The space row is locked meanwhile: the first instance loads, any
 * other then finds the hash recorded and leaves the stories be.
 */
export async function loadSpaceExports(db: Database, dir: string): Promise<void> {
  const files = (await fs.readdir(dir)).filter((file) => file.endsWith(".json")).sort();
  const texts = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), "utf8")));
  const exportHash = contentHash(files, texts);
  const exports = texts.map((text) => JSON.parse(text) as SpaceExport);
  await db.transaction(async (tx) => {
    await tx
      .insert(spaces)
      .values({
        id: contentSpace.id,
        name: contentSpace.name,
        languageCodes: [...contentSpace.languageCodes],
        cacheVersion: sql`extract(epoch from now())::bigint`,
      })
      .onConflictDoNothing();
    const [space] = await tx
      .select({ exportHash: spaces.exportHash })
      .from(spaces)
      .where(eq(spaces.id, contentSpace.id))
      .for("update");
    if (space?.exportHash === exportHash) return;
    await tx.delete(datasourceEntries);
    await tx.delete(datasources);
    await tx.delete(stories);
    await raiseCacheVersion(tx, { exportHash });
    const folderIds = new Map<string, number>();
    const folders = exports
      .flatMap((brand) => brand.folders)
      .sort((a, b) => a.full_slug.localeCompare(b.full_slug));
    for (const folder of folders) {
      if (folderIds.has(folder.full_slug)) continue;
      const [row] = await tx
        .insert(stories)
        .values({
          uuid: `folder-${folder.full_slug.replaceAll("/", "-")}`,
          name: folder.name,
          slug: slugOf(folder.full_slug),
          fullSlug: folder.full_slug,
          parentId: folderIds.get(parentOf(folder.full_slug)) ?? null,
          isFolder: true,
          draft: { content: { component: "folder" }, translations: {} },
        })
        .returning({ id: stories.id });
      if (row) folderIds.set(folder.full_slug, row.id);
    }
    for (const datasource of exports.flatMap((brand) => brand.datasources ?? [])) {
      const [row] = await tx
        .insert(datasources)
        .values({ name: datasource.name, slug: datasource.slug })
        .returning({ id: datasources.id });
      if (!row || datasource.entries.length === 0) continue;
      await tx.insert(datasourceEntries).values(
        datasource.entries.map((entry, position) => ({
          datasourceId: row.id,
          name: entry.name,
          value: entry.value,
          dimensions: { ...entry.dimensions },
          position,
        })),
      );
    }
    for (const brand of exports) {
      if (brand.stories.length === 0) continue;
      await tx.insert(stories).values(
        brand.stories.map((story) => {
          const document = { content: story.content, translations: story.translations };
          return {
            uuid: story.uuid,
            name: story.name,
            slug: slugOf(story.full_slug),
            fullSlug: story.full_slug,
            parentId: folderIds.get(parentOf(story.full_slug)) ?? null,
            translatedSlugs: [...story.translated_slugs],
            draft: document,
            published: document,
            publishedAt: sql`now()`,
            firstPublishedAt: sql`now()`,
          };
        }),
      );
    }
  });
}

/** The exports' content hash: their file names and texts, in name order. */
function contentHash(files: readonly string[], texts: readonly string[]): string {
  const hash = createHash("sha256");
  files.forEach((file, index) => hash.update(`${file}\0${texts[index] ?? ""}\0`));
  return hash.digest("hex");
}

const slugOf = (fullSlug: string) => fullSlug.slice(fullSlug.lastIndexOf("/") + 1);
const parentOf = (fullSlug: string) => fullSlug.slice(0, Math.max(0, fullSlug.lastIndexOf("/")));
