// `npm run db:seed -- [--products N] [--seed S] [--reset]`: writes the demo catalogue into
// DATABASE_URL or the embedded PGlite data folder, then prints how long it took.
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { shopRegistry } from "../edge-sources.ts";
import { openConfiguredDatabase } from "./configured-database.ts";
import { isCatalogueEmpty, resetDemoCatalogue, seedDemoShop } from "./demo-shop.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "3000" },
    seed: { type: "string", default: "1" },
    reset: { type: "boolean", default: false },
  },
});
const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
  throw new Error("--products must be a whole number from 1 to 1000000");
}
const config = loadConfig();
const { shops } = shopRegistry(config, process.env.SHOP_CONFIG_FILE);
const handle = await openConfiguredDatabase(config);
try {
  await handle.migrate();
  if (values.reset) await resetDemoCatalogue(handle.db);
  if (!(await isCatalogueEmpty(handle.db))) {
    console.log(
      "the catalogue already holds products: nothing written (use --reset to replace it)",
    );
  } else {
    const started = performance.now();
    const result = await seedDemoShop(handle.db, {
      products,
      seed,
      shops,
      imageDir: config.imageDir,
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${handle.kind}: ${result.products} products, ${result.variants} variants, ${result.prices} prices in ${seconds.toFixed(1)} s`,
    );
  }
} finally {
  await handle.close();
}
