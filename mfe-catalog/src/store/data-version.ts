import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@shop/shared/platform";

/**
 * The catalogue's data version (migration 0002_data_version, decision 0025): a counter every
 * write of a table the catalogue's fragments show bumps in its own transaction, so it is read
 * only once the change is committed.
 */
export async function catalogueDataVersion(db: Database): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select version::text as version from data_version`,
  );
  if (!row) throw new Error("the catalogue's data_version row is missing");
  return row.version;
}

/** Bumps the data version for writes no trigger sees (the search's materialised views). */
export async function bumpCatalogueDataVersion(db: Database): Promise<void> {
  await db.execute(sql`select bump_data_version_now()`);
}
