import { loadConfig } from "../../edge/src/config.ts";
import { openDatabase } from "../../edge/src/db/database.ts";
import { seedDemoShop } from "../../edge/src/db/demo-shop.ts";
import { shopRegistry } from "../../edge/src/edge-sources.ts";
import { migrations } from "../../edge/src/slices.ts";

/** Migrates a PostgreSQL database with every team's migrations and writes the demo shop (seed 1). */
export function seedPostgres(url: string, products: number): Promise<void> {
  return seedDatabase({ url }, products);
}

/** Migrates PostgreSQL (`url`) or a PGlite folder (`dataDir`) and writes the demo shop (seed 1). */
export async function seedDatabase(
  where: { readonly url: string } | { readonly dataDir: string },
  products: number,
): Promise<void> {
  const handle = await openDatabase({ ...where, migrations });
  try {
    await handle.migrate();
    await seedDemoShop(handle.db, { products, seed: 1, shops: shopRegistry(loadConfig({})).shops });
  } finally {
    await handle.close();
  }
}
