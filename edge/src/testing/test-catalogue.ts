import os from "node:os";
import path from "node:path";
import type { Database } from "@shop/shared/platform";
import { loadConfig } from "../config.ts";
import { seedDemoShop } from "../db/demo-shop.ts";
import { testDatabase } from "../db/test-databases.ts";
import { shopRegistry } from "../edge-sources.ts";

let seeded: Promise<Database> | undefined;

/** Where the test catalogue's product images are written (one folder per test process). */
export const testImageDir = path.join(os.tmpdir(), `shop-test-images-${process.pid}`);

/** Products in the test catalogue: enough for every generated case, quick to seed. */
export const testCatalogueSize = 150;

/**
 * One migrated in-memory PGlite with a small demo shop per test file (seed 1), shared by the
 * file's tests: they read its catalogue, they do not change it.
 */
export function testCatalogueDatabase(): Promise<Database> {
  seeded ??= (async () => {
    const handle = await testDatabase("pglite");
    const { shops } = shopRegistry(loadConfig({}));
    await seedDemoShop(handle.db, {
      products: testCatalogueSize,
      seed: 1,
      shops,
      imageDir: testImageDir,
    });
    return handle.db;
  })();
  return seeded;
}
