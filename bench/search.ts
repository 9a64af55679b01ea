// Search p50/p95 and product-by-key p95 over a seeded catalogue (BENCH_SEARCH_PRODUCTS, default
// 100,000) on the embedded PGlite and on PostgreSQL (a database made for the run and dropped
// after it). In-process, through the same functions the API calls. Prints figures; asserts nothing.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { shopContext } from "@shop/shared";
import { parseSearchParams } from "../mfe-catalog/src/store/search-params.ts";
import { SqlCatalogue } from "../mfe-catalog/src/store/sql-catalogue.ts";
import { loadConfig } from "../edge/src/config.ts";
import { openDatabase, type DatabaseHandle } from "../edge/src/db/database.ts";
import { seedDemoShop } from "../edge/src/db/demo-shop.ts";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { shopRegistry } from "../edge/src/edge-sources.ts";
import { migrations } from "../edge/src/slices.ts";
import { envNumber } from "./lib/paths.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { percentile } from "./lib/timing.ts";

const products = envNumber("BENCH_SEARCH_PRODUCTS", 100_000);
const rounds = envNumber("BENCH_SEARCH_ROUNDS", 20);
const { shops } = shopRegistry(loadConfig({}));
const germany = shopContext("home", "de", "de");
const queries: Record<string, string>[] = [
  { q: "Tischdecken" },
  { q: "Tischdeke" },
  { q: "Leinen", sort: "price:asc" },
  { category: "kueche", colour: "blau" },
  { sale: "true", page: "3" },
  {},
];

async function measure(handle: DatabaseHandle) {
  await handle.migrate();
  const seedStarted = performance.now();
  await seedDemoShop(handle.db, { products, seed: 1, shops });
  const seedMs = performance.now() - seedStarted;
  const catalogue = new SqlCatalogue(handle.db);
  const searchSamples: number[] = [];
  const perQuery = queries.map(() => [] as number[]);
  const productSamples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, query] of queries.entries()) {
      const started = performance.now();
      await catalogue.search(germany, parseSearchParams(query));
      const elapsed = performance.now() - started;
      searchSamples.push(elapsed);
      perQuery[index]?.push(elapsed);
    }
    const key = `1${String((round * 7919) % Math.ceil(products * 0.6)).padStart(6, "0")}`;
    const started = performance.now();
    await catalogue.product(germany, key);
    productSamples.push(performance.now() - started);
  }
  return {
    seedMs: ms(seedMs),
    searchP50: ms(percentile(searchSamples, 50)),
    searchP95: ms(percentile(searchSamples, 95)),
    productP95: ms(percentile(productSamples, 95)),
    // Which query the percentiles come from, for finding what got slow.
    queryP50: Object.fromEntries(
      queries.map((query, index) => [label(query), ms(percentile(perQuery[index] ?? [], 50))]),
    ),
  };
}

/** A query as its URL parameters, `{}` for the unfiltered listing. */
function label(query: Record<string, string>): string {
  return new URLSearchParams(query).toString() || "{}";
}

const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-search-"));
try {
  const embedded = await openDatabase({ dataDir, migrations });
  try {
    results.pglite = await measure(embedded);
  } finally {
    await embedded.close();
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const database = await temporaryPostgresDatabase("shop_bench");
try {
  const server = await openDatabase({ url: database.url, migrations });
  try {
    results.postgres = await measure(server);
  } finally {
    await server.close();
  }
} finally {
  await database.drop();
}

printTable(
  `Search over ${products} products (${rounds} rounds of ${queries.length} queries, shop home-de)`,
  ["engine", "seed ms", "search p50 ms", "search p95 ms", "product p95 ms"],
  Object.entries(results).map(([engine, figures]) => [
    engine,
    figures.seedMs,
    figures.searchP50,
    figures.searchP95,
    figures.productP95,
  ]),
);
printTable(
  "Search p50 per query (ms)",
  ["query", ...Object.keys(results)],
  queries.map((query) => [
    label(query),
    ...Object.values(results).map((figures) => figures.queryP50[label(query)] ?? 0),
  ]),
);
await writeResult("search", { products, rounds, results });
