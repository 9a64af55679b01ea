import { asc, count, eq } from "drizzle-orm";
import type { Database } from "@shop/shared/platform";
import { datasourceEntries, datasources } from "./cms-schema.ts";
import type { StoryStore } from "./story-store.ts";

/** A datasource entry as the delivery API answers it: its name in the asked dimension, if any. */
export interface DeliveredEntry {
  readonly id: number;
  readonly name: string;
  readonly value: string;
  readonly dimension_value: string | null;
}

/** The space's datasources and their entries (loaded with the space exports). */
export class DatasourceStore {
  private readonly db: Database;
  private readonly stories: StoryStore;

  constructor(db: Database, stories: StoryStore) {
    this.db = db;
    this.stories = stories;
  }

  /** A page of a datasource's entries in their order, and how many it has; undefined without it. */
  async entries(
    slug: string,
    dimension: string | undefined,
    page: number,
    perPage: number,
  ): Promise<{ entries: DeliveredEntry[]; total: number } | undefined> {
    await this.stories.ready();
    const [datasource] = await this.db
      .select({ id: datasources.id })
      .from(datasources)
      .where(eq(datasources.slug, slug));
    if (!datasource) return undefined;
    const where = eq(datasourceEntries.datasourceId, datasource.id);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(datasourceEntries)
        .where(where)
        .orderBy(asc(datasourceEntries.position))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ total: count() }).from(datasourceEntries).where(where),
    ]);
    return {
      entries: rows.map((row) => ({
        id: row.id,
        name: row.name,
        value: row.value,
        dimension_value: dimension ? (row.dimensions[dimension] ?? null) : null,
      })),
      total: counted?.total ?? 0,
    };
  }
}
