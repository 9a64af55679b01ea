import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "./database.ts";

/** The PostgreSQL server tests may use (trust auth on these machines). */
export const testPostgresUrl =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

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
  const name = `shop_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testPostgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.href });
  await handle.migrate();
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: testPostgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
