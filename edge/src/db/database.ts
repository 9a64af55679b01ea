import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import type { Database, SliceMigrations } from "@shop/shared/platform";
import pg from "pg";
import { migrateUnderLock } from "./migrations.ts";
import { PipelinedReadsPool } from "./pipelined-reads.ts";

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: "pglite" | "postgres";
  /**
   * Applies every team's migrations not applied yet, in the order given, each into its own
   * schema, while holding the migration lock (several instances may start at once).
   */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string (`DATABASE_URL`); without it the embedded PGlite runs. */
  readonly url?: string | undefined;
  /** PGlite's data folder, created on first start; `memory://` keeps it in memory. */
  readonly dataDir?: string | undefined;
  /** Every team's migrations, in the order they apply (edge/src/slices.ts). */
  readonly migrations: readonly SliceMigrations[];
}

export const defaultDataDir = path.resolve(
  import.meta.dirname,
  "..",
  "..",
  "..",
  ".data",
  "pglite",
);

/** The search path every connection uses: each team's schema, then public (extensions). */
export function searchPath(migrations: readonly SliceMigrations[]): string {
  return [...new Set([...migrations.map((set) => set.schema), "public"])]
    .map((schema) => `"${schema}"`)
    .join(",");
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite in its data folder. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { migrations } = options;
  if (options.url) {
    const url = options.url;
    const pool = new PipelinedReadsPool({
      connectionString: url,
      max: 10,
      // A database that does not answer fails the request within seconds (503, decision
      // 0044) instead of queueing it until the shopper gives up.
      connectionTimeoutMillis: 3000,
      options: `-c search_path=${searchPath(migrations)}`,
    });
    // An idle connection the server ended (restart, failover, a dropped test database) is an
    // event, not a crash: the pool drops it and opens a new one for the next query. Without a
    // listener, node-postgres would throw it as an unhandled error and end the process.
    pool.on("error", () => undefined);
    return {
      db: drizzlePostgres(pool) as unknown as Database,
      kind: "postgres",
      migrate: async () => {
        // One connection of its own: the advisory lock belongs to it, and so does the search
        // path each team's migrations run with.
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await migrateUnderLock(drizzlePostgres(client), "postgres", migrations);
        } finally {
          await client.end();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? defaultDataDir;
  // PGlite creates its own folder but not the folders above it.
  if (!dataDir.includes("://")) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client);
  const usePath = () => client.exec(`SET search_path TO ${searchPath(migrations)}`);
  await usePath();
  return {
    db: db as unknown as Database,
    kind: "pglite",
    // PGlite has one connection: the migrations' search paths are set on it, then restored.
    migrate: () => migrateUnderLock(db, "pglite", migrations).finally(usePath),
    close: () => client.close(),
  };
}
