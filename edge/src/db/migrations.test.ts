import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@shop/shared/platform";
import { temporaryPostgresDatabase } from "@shop/shared/testing";
import { migrations } from "../slices.ts";
import { openDatabase, type DatabaseHandle } from "./database.ts";
import { LegacyLayoutError, migrationLockKey } from "./migrations.ts";

/** How many migrations a team's journal lists. */
const journalLength = (folder: string) =>
  (
    JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    }
  ).entries.length;

describe("the migration runner on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof temporaryPostgresDatabase>>;
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ url: database.url, migrations });
    handles.push(handle);
    return handle;
  };
  beforeAll(async () => {
    database = await temporaryPostgresDatabase("shop_migrate");
  });
  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await database.drop();
  });

  it("waits while another runner holds the migration lock", async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query("select pg_advisory_lock($1)", [migrationLockKey.toString()]);
    const runner = await open();
    let finished = false;
    const running = runner.migrate().then(() => {
      finished = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(finished).toBe(false);
    const [before] = await queryRows<{ tables: number }>(
      runner.db,
      sql`select count(*)::int as tables from information_schema.tables where table_schema = 'platform'`,
    );
    expect(before?.tables).toBe(0);
    await holder.query("select pg_advisory_unlock($1)", [migrationLockKey.toString()]);
    await holder.end();
    await running;
    expect(finished).toBe(true);
  });

  it("lets two runners start at once: each team's journal is applied exactly once", async () => {
    const [first, second] = await Promise.all([open(), open()]);
    await Promise.all([first?.migrate(), second?.migrate()]);
    for (const set of migrations) {
      const [journal] = await queryRows<{ applied: number }>(
        handles[0]!.db,
        sql.raw(`select count(*)::int as applied from "${set.schema}".__drizzle_migrations`),
      );
      expect(journal?.applied, set.owner).toBe(journalLength(set.folder));
    }
  });

  it("puts each team's tables into its own schema", async () => {
    const rows = await queryRows<{ schema: string; name: string }>(
      handles[0]!.db,
      sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('platform', 'catalog', 'basket', 'account')`,
    );
    const schemaOf = (name: string) => rows.find((row) => row.name === name)?.schema;
    expect(schemaOf("sessions")).toBe("platform");
    expect(schemaOf("release_live")).toBe("platform");
    expect(schemaOf("redirects")).toBe("platform");
    expect(schemaOf("products")).toBe("catalog");
    expect(schemaOf("basket_items")).toBe("basket");
    expect(schemaOf("users")).toBe("account");
    expect(rows.filter((row) => row.schema === "public")).toEqual([]);
  });

  it("refuses a database laid out before team schemas, changing nothing", async () => {
    const legacy = await temporaryPostgresDatabase("shop_legacy");
    const client = new pg.Client({ connectionString: legacy.url });
    await client.connect();
    await client.query("create table public.products (id text primary key)");
    await client.end();
    const handle = await openDatabase({ url: legacy.url, migrations });
    try {
      await expect(handle.migrate()).rejects.toBeInstanceOf(LegacyLayoutError);
      const [schemas] = await queryRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from information_schema.schemata where schema_name = 'platform'`,
      );
      expect(schemas?.count).toBe(0);
    } finally {
      await handle.close();
      await legacy.drop();
    }
  });
});
