import { and, asc, count, eq, inArray, isNotNull, like, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@shop/shared/platform";
import { spaces, stories } from "./cms-schema.ts";
import { contentSpace, raiseCacheVersion } from "./cache-version.ts";
import { defaultSpaceExportDir, loadSpaceExports } from "./space-export.ts";
import type { StoryDocument, TranslatedSlug } from "./story-document.ts";

/** Storyblok's content versions (catalogue spec point 4): what shoppers see, or what editors do. */
export type ContentVersion = "published" | "draft";

export type StoryRow = typeof stories.$inferSelect;
export type SpaceRow = typeof spaces.$inferSelect;

/** What a management call writes into a story (Storyblok's management API `story`). */
export interface StoryInput {
  readonly name: string;
  readonly slug: string;
  readonly parentId: number | null;
  readonly document: StoryDocument;
  readonly translatedSlugs: readonly TranslatedSlug[];
}

/** A stories listing's filter (`/cdn/stories` query). */
export interface StoryFilter {
  readonly version: ContentVersion;
  readonly startsWith?: string | undefined;
  readonly byUuids?: readonly string[] | undefined;
  readonly page: number;
  readonly perPage: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/**
 * The content space's stories in the cms schema: the delivery API's reads and the management
 * API's writes. The repository's space exports are loaded into an empty space on first use.
 */
export class StoryStore {
  private loading: Promise<void> | undefined;
  private readonly db: Database;
  private readonly exportDir: string;

  constructor(db: Database, exportDir = defaultSpaceExportDir) {
    this.db = db;
    this.exportDir = exportDir;
  }

  /** Loads the space exports once per process (a failed load is tried again on the next call). */
  ready(): Promise<void> {
    this.loading ??= loadSpaceExports(this.db, this.exportDir).catch((error: unknown) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  async space(): Promise<SpaceRow> {
    await this.ready();
    const [space] = await this.db.select().from(spaces).where(eq(spaces.id, contentSpace.id));
    if (!space) throw new Error("The content space is missing");
    return space;
  }

  /**
   * The story of a slug: its full slug, or its translated path in `language`; folders are not
   * stories, and the published version only knows published stories.
   */
  async story(
    slug: string,
    language: string,
    version: ContentVersion,
  ): Promise<StoryRow | undefined> {
    await this.ready();
    const translated = JSON.stringify([{ lang: language, path: slug }]);
    const [story] = await this.db
      .select()
      .from(stories)
      .where(
        and(
          or(eq(stories.fullSlug, slug), sql`${stories.translatedSlugs} @> ${translated}::jsonb`),
          ...this.delivered(version),
        ),
      )
      .orderBy(sql`${stories.fullSlug} = ${slug} desc`)
      .limit(1);
    return story;
  }

  /** A page of stories in full-slug order, and how many match in all. */
  async list(filter: StoryFilter): Promise<{ stories: StoryRow[]; total: number }> {
    await this.ready();
    const where = and(
      ...this.delivered(filter.version),
      filter.startsWith ? like(stories.fullSlug, `${escapeLike(filter.startsWith)}%`) : undefined,
      filter.byUuids ? inArray(stories.uuid, [...filter.byUuids]) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(stories)
        .where(where)
        .orderBy(asc(stories.fullSlug))
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage),
      this.db.select({ total: count() }).from(stories).where(where),
    ]);
    return { stories: rows, total: counted?.total ?? 0 };
  }

  /** The stories of the given uuids (linked stories and relations). */
  async byUuids(uuids: readonly string[], version: ContentVersion): Promise<StoryRow[]> {
    if (uuids.length === 0) return [];
    await this.ready();
    return this.db
      .select()
      .from(stories)
      .where(and(inArray(stories.uuid, [...uuids]), ...this.delivered(version)));
  }

  async byId(id: number): Promise<StoryRow | undefined> {
    await this.ready();
    const [story] = await this.db.select().from(stories).where(eq(stories.id, id));
    return story;
  }

  /** Creates a story as a draft, published too with `publish`; undefined when its slug is taken. */
  async create(input: StoryInput, publish: boolean): Promise<StoryRow | undefined> {
    await this.ready();
    return this.db.transaction(async (tx) => {
      const fullSlug = await this.fullSlugOf(tx, input);
      const [created] = await tx
        .insert(stories)
        .values({
          uuid: crypto.randomUUID(),
          name: input.name,
          slug: input.slug,
          fullSlug,
          parentId: input.parentId,
          translatedSlugs: [...input.translatedSlugs],
          draft: input.document,
          ...(publish
            ? { published: input.document, publishedAt: sql`now()`, firstPublishedAt: sql`now()` }
            : {}),
        })
        .onConflictDoNothing()
        .returning();
      if (created && publish) await raiseCacheVersion(tx);
      return created;
    });
  }

  /** Changes a story's draft, and publishes it with `publish`; undefined when there is no such story. */
  async update(id: number, input: StoryInput, publish: boolean): Promise<StoryRow | undefined> {
    await this.ready();
    return this.db.transaction(async (tx) => {
      const fullSlug = await this.fullSlugOf(tx, input);
      const [updated] = await tx
        .update(stories)
        .set({
          name: input.name,
          slug: input.slug,
          fullSlug,
          parentId: input.parentId,
          translatedSlugs: [...input.translatedSlugs],
          draft: input.document,
          updatedAt: sql`now()`,
          ...(publish ? { published: input.document, ...publishedNow } : {}),
        })
        .where(and(eq(stories.id, id), eq(stories.isFolder, false)))
        .returning();
      if (updated && publish) await raiseCacheVersion(tx);
      return updated;
    });
  }

  /** Deletes a story; a published one changes the cache version. */
  async remove(id: number): Promise<StoryRow | undefined> {
    await this.ready();
    return this.db.transaction(async (tx) => {
      const [removed] = await tx
        .delete(stories)
        .where(and(eq(stories.id, id), eq(stories.isFolder, false)))
        .returning();
      if (removed?.published) await raiseCacheVersion(tx);
      return removed;
    });
  }

  private delivered(version: ContentVersion): SQL[] {
    return [
      eq(stories.isFolder, false),
      ...(version === "published" ? [isNotNull(stories.published)] : []),
    ];
  }

  private async fullSlugOf(tx: Database, input: StoryInput): Promise<string> {
    if (input.parentId === null) return input.slug;
    const [parent] = await tx
      .select({ fullSlug: stories.fullSlug })
      .from(stories)
      .where(and(eq(stories.id, input.parentId), eq(stories.isFolder, true)));
    if (!parent) throw new UnknownParentError(input.parentId);
    return `${parent.fullSlug}/${input.slug}`;
  }
}

/** A management call named a parent that is no folder of the space. */
export class UnknownParentError extends Error {
  constructor(parentId: number) {
    super(`No folder ${parentId}`);
  }
}

const publishedNow = {
  publishedAt: sql`now()`,
  firstPublishedAt: sql`coalesce(${stories.firstPublishedAt}, now())`,
};
