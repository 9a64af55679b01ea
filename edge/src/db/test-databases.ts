import type { ShopRegistry } from "../shops/shop-registry.ts";
import { testDatabase as teamsTestDatabase, type TestDatabase } from "@shop/shared/testing";
import { migrations } from "../slices.ts";
import { seedDemoShop } from "./demo-shop.ts";

export { temporaryPostgresDatabase, testPostgresUrl } from "@shop/shared/testing";

/**
 * A database of each engine with every team's migrations, for a test file: PGlite in memory,
 * and a PostgreSQL database created for this run and dropped by `dispose`.
 */
export function testDatabase(kind: "pglite" | "postgres"): Promise<TestDatabase> {
  return teamsTestDatabase(kind, migrations);
}

/** A test database of one engine with the demo shop of seed 1 and the given size. */
export async function seededTestDatabase(
  kind: "pglite" | "postgres",
  products: number,
  shops: ShopRegistry["shops"],
): Promise<TestDatabase> {
  const handle = await testDatabase(kind);
  await seedDemoShop(handle.db, { products, seed: 1, shops });
  return handle;
}
