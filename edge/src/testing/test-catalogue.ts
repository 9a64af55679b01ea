import os from "node:os";
import path from "node:path";
import { openDatabase, type ShopDatabase } from "../db/database.ts";
import { seedDemoData } from "../demo-data/seed.ts";
import { loadConfig } from "../config.ts";
import { shopRegistry } from "../edge-sources.ts";

let seeded: Promise<ShopDatabase> | undefined;

/** Where the test catalogue's product images are written (one folder per test process). */
export const testImageDir = path.join(os.tmpdir(), `shop-test-images-${process.pid}`);

/** Products in the test catalogue: enough for every generated case, quick to seed. */
export const testCatalogueSize = 150;

/**
 * One migrated in-memory PGlite with a small demo catalogue per test file (seed 1), shared by the
 * file's tests: they read it, they do not change it.
 */
export function testCatalogueDatabase(): Promise<ShopDatabase> {
  seeded ??= (async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    await handle.migrate();
    const { shops } = shopRegistry(loadConfig({}));
    await seedDemoData(handle.db, {
      products: testCatalogueSize,
      seed: 1,
      shops,
      imageDir: testImageDir,
    });
    return handle.db;
  })();
  return seeded;
}
