import { eq, sql } from "drizzle-orm";
import { dataChangedChannel, type Database } from "@shop/shared/platform";
import { spaces } from "./cms-schema.ts";

/** The one content space of the shop: German by default, French and Dutch besides. */
export const contentSpace = { id: 1, name: "Wohnfein", languageCodes: ["fr", "nl"] } as const;

/**
 * A publication or a reloaded export raises the space's cache version (`cv`; catalogue spec
 * point 4): clients flush their cached published responses, and the edge's fragment cache keys
 * on it (decision 0025). Other fields of the space may change with it.
 */
export async function raiseCacheVersion(
  tx: Database,
  also: { readonly exportHash?: string } = {},
): Promise<void> {
  await tx
    .update(spaces)
    .set({
      ...also,
      cacheVersion: sql`greatest(${spaces.cacheVersion} + 1, extract(epoch from now())::bigint)`,
    })
    .where(eq(spaces.id, contentSpace.id));
  await tx.execute(sql`select pg_notify(${dataChangedChannel}, 'mfe-cms')`);
}
