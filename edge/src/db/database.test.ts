import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@shop/shared/platform";
import { temporaryPostgresDatabase } from "@shop/shared/testing";
import { migrations } from "../slices.ts";
import { openDatabase, type DatabaseHandle } from "./database.ts";
import { redirects } from "./platform-schema.ts";

describe.each(["pglite", "postgres"] as const)("the schema on %s", (kind) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    if (kind === "pglite") {
      handle = await openDatabase({ dataDir: "memory://", migrations });
    } else {
      const database = await temporaryPostgresDatabase("shop_schema");
      drop = () => database.drop();
      handle = await openDatabase({ url: database.url, migrations });
    }
    await handle.migrate();
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });

  it("applies every migration, and applying them again changes nothing", async () => {
    await handle.migrate();
    const tables = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables
        where table_schema in ('platform', 'catalog') order by table_name`,
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        "products",
        "product_texts",
        "variants",
        "variant_prices",
        "categories",
        "redirects",
      ]),
    );
  });

  it("stores and reads a row, with German, French and Dutch stemming available", async () => {
    await handle.db
      .insert(redirects)
      .values({ brand: "home", path: "/de/alt/", target: "/de/neu/", statusCode: 301 });
    const [row] = await handle.db.select().from(redirects).where(eq(redirects.path, "/de/alt/"));
    expect(row).toEqual({ brand: "home", path: "/de/alt/", target: "/de/neu/", statusCode: 301 });
    const [stems] = await queryRows<{ de: string; fr: string; nl: string; similar: number }>(
      handle.db,
      sql`select to_tsvector('german', 'Tischdecken')::text as de, to_tsvector('french', 'nappes')::text as fr,
          to_tsvector('dutch', 'tafelkleden')::text as nl, similarity('tischdecke', 'tischdeke') as similar`,
    );
    expect(stems).toMatchObject({
      de: "'tischdeck':1",
      fr: "'napp':1",
      nl: "'tafelkled':1",
    });
    expect(stems?.similar).toBeGreaterThan(0.5);
  });
});

describe("the embedded database folder", () => {
  it("is created with the folders above it on first start, and keeps its data", async () => {
    const { mkdtempSync } = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), "shop-db-")), "nested", "pglite");
    const first = await openDatabase({ dataDir, migrations });
    await first.migrate();
    await first.db
      .insert(redirects)
      .values({ brand: "baby", path: "/nl/oud/", target: "/nl/", statusCode: 302 });
    await first.close();
    const second = await openDatabase({ dataDir, migrations });
    const rows = await second.db.select().from(redirects);
    await second.close();
    expect(rows).toEqual([{ brand: "baby", path: "/nl/oud/", target: "/nl/", statusCode: 302 }]);
  });
});
