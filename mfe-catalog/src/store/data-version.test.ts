import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "@shop/shared/platform";
import { seededTestDatabase, type SeededTestDatabase } from "../api/testing/test-catalogue.ts";
import { catalogueDataVersion } from "./data-version.ts";
import { refreshSearchIndex } from "./search-index.ts";

describe.each(["pglite", "postgres"] as const)("the catalogue's data version on %s", (kind) => {
  let handle: SeededTestDatabase;
  beforeAll(async () => {
    handle = await seededTestDatabase(kind, 20);
  }, 120_000);
  afterAll(() => handle.dispose());

  /** Whether running `change` moved the version on. */
  async function bumps(change: (db: Database) => Promise<unknown>): Promise<boolean> {
    const before = BigInt(await catalogueDataVersion(handle.db));
    await change(handle.db);
    const after = BigInt(await catalogueDataVersion(handle.db));
    expect(after >= before).toBe(true);
    return after > before;
  }

  it("moves on with a change of price, stock, text, image, category or slot", async () => {
    const changes = [
      sql`update variant_prices set with_tax = with_tax + 1 where shop_id = 'home-de'`,
      sql`update variants set stock_quantity = stock_quantity + 1`,
      sql`update product_texts set name = name || ' ' where language = 'de'`,
      sql`update product_images set file = file where position = 0`,
      sql`update category_texts set name = name where language = 'fr'`,
      sql`update promotions set labels = labels`,
      sql`update recommendation_slots set size = size`,
      sql`update products set is_new = not is_new where reference_key = '1000001'`,
    ];
    for (const change of changes) expect(await bumps((db) => db.execute(change))).toBe(true);
  });

  it("moves on when the search's views are refreshed", async () => {
    expect(await bumps((db) => refreshSearchIndex(db))).toBe(true);
  });

  it("stays when a shopper's product view is recorded or a change is rolled back", async () => {
    const [product] = (
      (await handle.db.execute(sql`select id from products limit 1`)) as {
        rows: { id: string }[];
      }
    ).rows;
    expect(
      await bumps((db) =>
        db.execute(
          sql`insert into product_views (customer_id, product_id) values ('c1', ${product?.id})`,
        ),
      ),
    ).toBe(false);
    expect(
      await bumps((db) =>
        db
          .transaction(async (tx) => {
            await tx.execute(sql`update variant_prices set with_tax = 1`);
            throw new Error("rolled back");
          })
          .catch(() => undefined),
      ),
    ).toBe(false);
  });
});
