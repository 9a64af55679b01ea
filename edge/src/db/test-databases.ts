import { randomBytes } from "node:crypto";
import pg from "pg";
import type { ShopRegistry } from "../shops/shop-registry.ts";
import { seedDemoData } from "../demo-data/seed.ts";
import { openDatabase, type DatabaseHandle } from "./database.ts";

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

/**
 * A migrated database of each engine for a test file: PGlite in memory, and a PostgreSQL database
 * created for this run and dropped by `dispose`.
 */
export async function testDatabase(
  kind: "pglite" | "postgres",
): Promise<DatabaseHandle & { dispose(): Promise<void> }> {
  if (kind === "pglite") {
    const handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    return { ...handle, dispose: () => handle.close() };
  }
  const database = await temporaryPostgresDatabase("shop_test");
  const handle = await openDatabase({ url: database.url });
  await handle.migrate();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** A test database of one engine with the demo catalogue of seed 1 and the given size. */
export async function seededTestDatabase(
  kind: "pglite" | "postgres",
  products: number,
  shops: ShopRegistry["shops"],
): Promise<Awaited<ReturnType<typeof testDatabase>>> {
  const handle = await testDatabase(kind);
  await seedDemoData(handle.db, { products, seed: 1, shops });
  return handle;
}
