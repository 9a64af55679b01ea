import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * The shop's database as a slice sees it, whichever engine runs it (PGlite embedded, PostgreSQL
 * at scale): queries are written once against this. Each team's tables live in its own
 * PostgreSQL schema (decision 0022); the connection's search path names every team's schema.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Runs raw SQL and returns its rows (both engines answer `{ rows }`). */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

/**
 * A team's migrations: drizzle's journal in `folder`, applied into the team's own PostgreSQL
 * `schema` (created first, and first on the search path while they run). The migration runner
 * records them in that schema's `__drizzle_migrations`.
 */
export interface SliceMigrations {
  /** The slice or platform folder that owns them (`mfe-basket`, `edge`). */
  readonly owner: string;
  readonly schema: string;
  /** Absolute path of the folder with `meta/_journal.json`. */
  readonly folder: string;
}
