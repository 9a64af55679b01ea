// Test databases for slice tests: a team's own migrations on PGlite (in memory) or on a
// PostgreSQL database made for the run. The platform's runner (edge/src/db) adds the lock and
// every slice; a slice's tests need only their own tables.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database, SliceMigrations } from "../src/platform/database.ts";

/** The PostgreSQL server tests and benchmarks may use (trust auth on these machines). */
export const testPostgresUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A PostgreSQL database made for one run (`{prefix}_<random>`) and dropped by `drop`. */
export async function temporaryPostgresDatabase(
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: testPostgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The search path a connection needs to see the given teams' tables. */
export function searchPath(migrations: readonly SliceMigrations[]): string {
  return [...new Set([...migrations.map((set) => set.schema), "public"])].join(", ");
}

export interface TestDatabase {
  readonly db: Database;
  readonly kind: "pglite" | "postgres";
  dispose(): Promise<void>;
}

/**
 * A database of one engine with the given teams' migrations applied, each into its own schema:
 * PGlite in memory, or a PostgreSQL database created for this run and dropped by `dispose`.
 */
export async function testDatabase(
  kind: "pglite" | "postgres",
  migrations: readonly SliceMigrations[],
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const client = await PGlite.create({ dataDir: "memory://", extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    for (const set of migrations) {
      await db.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS "${set.schema}"`));
      await db.execute(sql.raw(`SET search_path TO "${set.schema}", public`));
      await migratePglite(db, { migrationsFolder: set.folder, migrationsSchema: set.schema });
    }
    await db.execute(sql.raw(`SET search_path TO ${searchPath(migrations)}`));
    return { db: db as unknown as Database, kind, dispose: () => client.close() };
  }
  const database = await temporaryPostgresDatabase("shop_test");
  for (const set of migrations) {
    const client = new pg.Client({
      connectionString: database.url,
      options: `-c search_path=${set.schema},public`,
    });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${set.schema}"`);
      await migratePostgres(drizzlePostgres(client), {
        migrationsFolder: set.folder,
        migrationsSchema: set.schema,
      });
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    options: `-c search_path=${searchPath(migrations).replaceAll(" ", "")}`,
  });
  pool.on("error", () => undefined);
  return {
    db: drizzlePostgres(pool) as unknown as Database,
    kind,
    dispose: async () => {
      await pool.end();
      await database.drop();
    },
  };
}
