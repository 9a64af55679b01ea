import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { SliceMigrations } from "@shop/shared/platform";

/** The advisory lock every migration runner of this shop takes (any fixed 64-bit key). */
export const migrationLockKey = 7_355_608_140_022n;

/** A database laid out before each team had its own schema: its tables sit in `public`. */
export class LegacyLayoutError extends Error {
  override readonly name = "LegacyLayoutError";
}

const schemaName = /^[a-z][a-z0-9_]*$/;

/**
 * Applies each team's migrations in order (decision 0022): the team's schema is created and put
 * first on the search path, then drizzle applies what its journal in that schema lacks. The whole
 * run holds a PostgreSQL advisory lock, so instances starting together take turns and the later
 * ones find nothing left to do.
 */
export async function migrateUnderLock(
  db: NodePgDatabase | PgliteDatabase,
  kind: "postgres" | "pglite",
  migrations: readonly SliceMigrations[],
): Promise<void> {
  const run = db as unknown as PgDatabase<PgQueryResultHKT>;
  await run.execute(sql`select pg_advisory_lock(${migrationLockKey})`);
  try {
    await refuseLegacyLayout(run);
    for (const set of migrations) {
      if (!schemaName.test(set.schema)) throw new Error(`${set.owner}: bad schema "${set.schema}"`);
      await run.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS "${set.schema}"`));
      await run.execute(sql.raw(`SET search_path TO "${set.schema}", public`));
      const config = { migrationsFolder: set.folder, migrationsSchema: set.schema };
      if (kind === "postgres") await migratePostgres(db as NodePgDatabase, config);
      else await migratePglite(db as PgliteDatabase, config);
    }
  } finally {
    await run.execute(sql`select pg_advisory_unlock(${migrationLockKey})`);
  }
}

/** Stops on a database from before team schemas, which these migrations would not carry over. */
async function refuseLegacyLayout(db: PgDatabase<PgQueryResultHKT>): Promise<void> {
  const result = (await db.execute(
    sql`select to_regclass('public.products') is not null or to_regclass('public.sessions') is not null as legacy`,
  )) as { rows: { legacy: boolean }[] };
  if (result.rows[0]?.legacy) {
    throw new LegacyLayoutError(
      "This database keeps the shop's tables in the public schema, from before each team had its own schema (decision 0022). Start from an empty database: for the embedded one, remove .data/pglite (the demo shop is generated again).",
    );
  }
}
