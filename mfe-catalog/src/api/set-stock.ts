// Sets a variant's stock from the command line (issue 21, decision 0042) against the shop's
// PostgreSQL database, and sends the back-in-stock e-mails it answers through the edge's mailer:
//   DATABASE_URL=… SHOP_EDGE_URL=… SHOP_INTERNAL_TOKEN=… \
//     npm run stock:set -w @shop/mfe-catalog -- <variantId> <quantity>
// The embedded PGlite database serves the edge's process only; there, stock changes through the
// catalogue's own calls (an order's released stock).
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { remotePlatform, type Database } from "@shop/shared/platform";
import { catalogApi, catalogMigrations } from "./index.ts";

const [variantId, quantityText] = process.argv.slice(2);
const quantity = Number(quantityText);
if (!variantId || !Number.isInteger(quantity) || quantity < 0) {
  process.stderr.write("usage: stock:set <variantId> <quantity of 0 or more>\n");
  process.exit(2);
}
const { DATABASE_URL, SHOP_EDGE_URL, SHOP_INTERNAL_TOKEN } = process.env;
if (!DATABASE_URL || !SHOP_EDGE_URL || !SHOP_INTERNAL_TOKEN) {
  process.stderr.write("DATABASE_URL, SHOP_EDGE_URL and SHOP_INTERNAL_TOKEN must be set\n");
  process.exit(2);
}
const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: 2,
  options: `-c search_path="${catalogMigrations.schema}","public"`,
});
const logger = {
  info: (event: string, fields = {}) =>
    process.stdout.write(`${JSON.stringify({ event, ...fields })}\n`),
  error: (event: string, fields = {}) =>
    process.stderr.write(`${JSON.stringify({ event, ...fields })}\n`),
};
try {
  const db = drizzle(pool) as unknown as Database;
  const platform = await remotePlatform({
    edgeUrl: SHOP_EDGE_URL,
    token: SHOP_INTERNAL_TOKEN,
    db,
    logger,
  });
  const dataDir = path.resolve(import.meta.dirname, "..", "..", "..", ".data");
  const api = catalogApi({
    ...platform,
    imageDir: path.join(dataDir, "images"),
    imageCacheDir: path.join(dataDir, "image-cache"),
  });
  const outcome = await api.setStock(variantId, quantity);
  logger.info("stock.set", { variantId, quantity, ...outcome });
  process.exitCode = outcome.found ? 0 : 1;
} finally {
  await pool.end();
}
