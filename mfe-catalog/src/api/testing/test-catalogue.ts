// The catalogue's test fixtures: a seeded database of either engine and the catalogue's API
// over it, with the platform's in-memory fakes.
import os from "node:os";
import path from "node:path";
import type { ShopDirectory } from "@shop/shared/platform";
import { testDatabase, testPlatform, testShops, type TestDatabase } from "@shop/shared/testing";
import {
  catalogApi,
  catalogMigrations,
  seedDemoCatalogue,
  type CatalogApi,
  type CatalogDeps,
} from "../index.ts";

/** Products in the test catalogue: enough for every generated case, quick to seed. */
export const testCatalogueSize = 150;

/** Where the test catalogue's product images are written (one folder per test process). */
export const testImageDir = path.join(os.tmpdir(), `catalog-test-images-${process.pid}`);

/** Where the test image endpoint keeps what it made (one folder per test process). */
export const testImageCacheDir = path.join(os.tmpdir(), `catalog-test-image-cache-${process.pid}`);

export interface SeededTestDatabase extends TestDatabase {
  /** What seeding answered: the counts and the demo redirects. */
  readonly seeded: Awaited<ReturnType<typeof seedDemoCatalogue>>;
}

/**
 * A database of one engine with the catalogue's migrations (schema `catalog`) and the demo
 * catalogue of seed 1, its images written to testImageDir.
 */
export async function seededTestDatabase(
  kind: "pglite" | "postgres",
  products = testCatalogueSize,
): Promise<SeededTestDatabase> {
  const handle = await testDatabase(kind, [catalogMigrations]);
  const seeded = await seedDemoCatalogue(handle.db, {
    products,
    seed: 1,
    shops: testShops().shops,
    imageDir: testImageDir,
  });
  return { ...handle, seeded };
}

/**
 * The catalogue's API over a test database, for every brand and country on local domains;
 * `images` changes the image cache folder or limits.
 */
export function testCatalogApi(
  handle: Pick<TestDatabase, "db">,
  shops: ShopDirectory = testShops(),
  images: Partial<Pick<CatalogDeps, "imageCacheDir" | "imageLimits">> = {},
): CatalogApi {
  return catalogApi({
    ...testPlatform(handle.db, shops),
    imageDir: testImageDir,
    imageCacheDir: testImageCacheDir,
    ...images,
  });
}
