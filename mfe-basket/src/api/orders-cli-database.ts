import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Database } from "@shop/shared/platform";

/** The edge's embedded database folder (`SHOP_DATA_DIR`'s default): `.data/pglite` at the repo's root. */
export const defaultDataDir = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "..",
  ".data",
  "pglite",
);

export interface CliDatabase {
  readonly db: Database;
  readonly kind: "pglite" | "postgres";
  close(): Promise<void>;
}

/**
 * The shop's database as the edge opens it (edge/src/db/database.ts): PostgreSQL when
 * `DATABASE_URL` is set, else the embedded PGlite in `SHOP_DATA_DIR` (default `.data/pglite`).
 * Only the basket's schema is searched: the CLI touches the basket team's tables alone. The
 * edge applies the migrations (`npm run db:migrate`); an unmigrated database is refused.
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv): Promise<CliDatabase> {
  const searchPath = `"basket",public`;
  let opened: CliDatabase;
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: env.DATABASE_URL,
      max: 2,
      options: `-c search_path=${searchPath}`,
    });
    opened = {
      db: drizzleNodePostgres(pool),
      kind: "postgres",
      close: () => pool.end(),
    };
  } else {
    const dataDir = env.SHOP_DATA_DIR ?? defaultDataDir;
    if (!dataDir.includes("://")) await mkdir(dataDir, { recursive: true });
    const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    await client.exec(`SET search_path TO ${searchPath}`);
    opened = {
      db: drizzlePglite(client),
      kind: "pglite",
      close: () => client.close(),
    };
  }
  const found = (await opened.db.execute(
    sql`select to_regclass('basket.order_packages') is not null as ready`,
  )) as { rows: { ready: boolean }[] };
  if (!found.rows[0]?.ready) {
    await opened.close();
    throw new Error("The basket's tables are missing: run `npm run db:migrate` first.");
  }
  return opened;
}
