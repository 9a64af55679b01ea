import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "@shop/shared";
import { loadConfig, type EdgeConfig } from "../config.ts";
import { openDatabase, type DatabaseHandle } from "../db/database.ts";
import { seedDemoShop } from "../db/demo-shop.ts";
import { temporaryPostgresDatabase } from "../db/test-databases.ts";
import { shopRegistry } from "../edge-sources.ts";
import { migrations } from "../slices.ts";
import { testEdge, type TestEdge } from "../testing/edge-fixture.ts";
import { productPaths } from "../testing/product-paths.ts";

const base = loadConfig({});
/** No polling within the test: only `NOTIFY shop_data_changed` can tell the other instance. */
const notificationsOnly: Partial<EdgeConfig> = {
  fragmentCache: { ...base.fragmentCache, dataPollMs: 600_000 },
};
const key = "1000004";

let database: Awaited<ReturnType<typeof temporaryPostgresDatabase>>;
const handles: DatabaseHandle[] = [];
const edges: TestEdge[] = [];
let page = "";

beforeAll(async () => {
  database = await temporaryPostgresDatabase("shop_cache");
  for (let instance = 0; instance < 2; instance++) {
    const handle = await openDatabase({ url: database.url, migrations });
    if (instance === 0) {
      await handle.migrate();
      await seedDemoShop(handle.db, { products: 40, seed: 1, shops: shopRegistry(base).shops });
    }
    handles.push(handle);
    edges.push(await testEdge({ db: handle.db, config: notificationsOnly }));
  }
  page = encodeURI((await productPaths(edges[0]!.app, key)).de);
}, 120_000);

afterAll(async () => {
  for (const edge of edges) await edge.dataVersions.stop();
  for (const handle of handles) await handle.close();
  await database.drop();
});

const html = async (edge: TestEdge) => (await edge.app.request(page)).text();
const renders = (edge: TestEdge) =>
  edge.calls.filter((call) => call.fragment === "productDetail").length;

/** Asks `edge` for the product page until it shows `text`; answers how long that took. */
async function untilShown(edge: TestEdge, text: string, startedAt: number): Promise<number> {
  // A functional bound, not a timing assertion: a change that never arrives fails here.
  const deadlineMs = 2000;
  while (!(await html(edge)).includes(text)) {
    if (performance.now() - startedAt > deadlineMs) {
      throw new Error(`the other instance did not show ${text} within ${deadlineMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return performance.now() - startedAt;
}

describe("two edge instances on one PostgreSQL (decision 0025)", () => {
  it("a price changed through one instance's connection reaches the other's cached page (LISTEN/NOTIFY)", async () => {
    const [first, second] = edges;
    if (!first || !second) throw new Error("two instances expected");
    for (const edge of edges) {
      await html(edge);
      await html(edge);
      expect(renders(edge)).toBe(1);
    }

    const figures: number[] = [];
    for (const [round, cents] of [123456, 234567, 345678, 456789, 567890].entries()) {
      const startedAt = performance.now();
      await handles[0]!.db.execute(
        sql`update variant_prices set with_tax = ${cents} where shop_id = 'home-de' and variant_id in
          (select v.id from variants v join products p on p.id = v.product_id
            where p.reference_key = ${key} and p.brand = 'home')`,
      );
      figures.push(await untilShown(second, formatPrice(cents, "EUR", "de-de"), startedAt));
      expect(renders(second)).toBeGreaterThanOrEqual(round + 2);
    }
    const sorted = [...figures].sort((a, b) => a - b);
    console.log(
      `[figure] UPDATE variant_prices → other instance shows the new price: ` +
        `median ${sorted[2]?.toFixed(1)} ms, max ${sorted[4]?.toFixed(1)} ms ` +
        `(${figures.map((ms) => ms.toFixed(1)).join(", ")})`,
    );
    // The instance that wrote sees it too, and the old price is gone from both.
    expect(await html(first)).toContain(formatPrice(567890, "EUR", "de-de"));
    expect(await html(second)).not.toContain(formatPrice(456789, "EUR", "de-de"));
  }, 60_000);
});
