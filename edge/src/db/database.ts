import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";

/** The shop's database, whichever engine runs it: queries are written once against this. */
export type ShopDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: ShopDatabase;
  readonly kind: "pglite" | "postgres";
  /** Applies every migration not applied yet (drizzle's journal in `edge/migrations`). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string (`DATABASE_URL`); without it the embedded PGlite runs. */
  readonly url?: string | undefined;
  /** PGlite's data folder, created on first start; `memory://` keeps it in memory. */
  readonly dataDir?: string | undefined;
}

export const migrationsFolder = path.resolve(import.meta.dirname, "..", "..", "migrations");
export const defaultDataDir = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "..",
  ".data",
  "pglite",
);

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in its data folder. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server ended (restart, failover, a dropped test database) is an
    // event, not a crash: the pool drops it and opens a new one for the next query. Without a
    // listener, node-postgres would throw it as an unhandled error and end the process.
    pool.on("error", () => undefined);
    const db = drizzlePostgres(pool, { schema });
    return {
      db: db as unknown as ShopDatabase,
      kind: "postgres",
      migrate: () => migratePostgres(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? defaultDataDir;
  // PGlite creates its own folder but not the folders above it.
  if (!dataDir.includes("://")) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as ShopDatabase,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Runs raw SQL and returns its rows (both engines answer `{ rows }`). */
export async function queryRows<Row>(db: ShopDatabase, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}
