// Search p50/p95 (overall and per query) and product-by-key p95 over a seeded catalogue
// (BENCH_SEARCH_PRODUCTS, default 100,000) on the embedded PGlite and on PostgreSQL (a database
// made for the run and dropped after it). In-process, through the same functions the API calls:
// the search itself, and the catalogue the API asks, which keeps answers of one data version.
// Prints figures; asserts nothing. Seeding 100,000 products takes minutes per engine: with
// BENCH_SEARCH_PGLITE_DIR (a folder) and BENCH_SEARCH_POSTGRES_URL (an existing database) the
// catalogue seeded there by an earlier run is kept and only its search tables are refreshed.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { shopContext } from "@shop/shared";
import { parseSearchParams } from "../mfe-catalog/src/store/search-params.ts";
import { searchProducts } from "../mfe-catalog/src/store/search.ts";
import { SqlCatalogue } from "../mfe-catalog/src/store/sql-catalogue.ts";
import { refreshSearchIndex } from "../mfe-catalog/src/store/search-index.ts";
import { loadConfig } from "../edge/src/config.ts";
import { openDatabase, type DatabaseHandle } from "../edge/src/db/database.ts";
import { isCatalogueEmpty, seedDemoShop } from "../edge/src/db/demo-shop.ts";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { shopRegistry } from "../edge/src/edge-sources.ts";
import { migrations } from "../edge/src/slices.ts";
import { envNumber } from "./lib/paths.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { percentile } from "./lib/timing.ts";

const products = envNumber("BENCH_SEARCH_PRODUCTS", 100_000);
const rounds = envNumber("BENCH_SEARCH_ROUNDS", 20);
const keptDataDir = process.env.BENCH_SEARCH_PGLITE_DIR;
const keptDatabaseUrl = process.env.BENCH_SEARCH_POSTGRES_URL;
const { shops } = shopRegistry(loadConfig({}));
const germany = shopContext("home", "de", "de");
// Text searches, a small filtered listing, and the brand-sized listings: the whole shop (every
// sort), its biggest brand (four in five products), a top-level category (the five are of one
// size) and every product on sale.
const queries: Record<string, string>[] = [
  { q: "Tischdecken" },
  { q: "Tischdeke" },
  { q: "Leinen", sort: "price:asc" },
  { q: "Baumwolle" },
  { category: "kueche", colour: "blau" },
  { sale: "true", page: "3" },
  {},
  { sort: "newest:desc" },
  { brand: "Wohnfein" },
  { brand: "Wohnfein", sort: "price:asc", page: "2" },
  { category: "kueche" },
];

/** Milliseconds `work` takes. */
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The p50 and p95 of each query's samples, by label, and of all of them. */
function percentiles(samples: number[][]) {
  const all = samples.flat();
  return {
    p50: ms(percentile(all, 50)),
    p95: ms(percentile(all, 95)),
    // Which query the percentiles come from, for finding what got slow.
    perQuery: Object.fromEntries(
      queries.map((query, index) => {
        const ofQuery = samples[index] ?? [];
        return [
          label(query),
          { p50: ms(percentile(ofQuery, 50)), p95: ms(percentile(ofQuery, 95)) },
        ];
      }),
    ),
  };
}

/**
 * Seeds the demo shop, or, in a database an earlier run seeded, refreshes its search tables (the
 * code measured may store other derived data than the code that seeded it).
 */
async function prepare(handle: DatabaseHandle): Promise<string> {
  await handle.migrate();
  const started = performance.now();
  if (await isCatalogueEmpty(handle.db)) {
    await seedDemoShop(handle.db, { products, seed: 1, shops });
    return String(ms(performance.now() - started));
  }
  await refreshSearchIndex(handle.db);
  return `kept (refresh ${ms(performance.now() - started)})`;
}

async function measure(handle: DatabaseHandle) {
  const seedMs = await prepare(handle);
  const catalogue = new SqlCatalogue(handle.db);
  // Each query worked out every time (searchProducts: what a new query, or any query after a
  // change of the catalogue, costs), and through the API's catalogue, which answers a query asked
  // again in the same data version from memory.
  const searched = queries.map(() => [] as number[]);
  const asked = queries.map(() => [] as number[]);
  const productSamples: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, query] of queries.entries()) {
      const params = parseSearchParams(query);
      searched[index]?.push(await timed(() => searchProducts(handle.db, germany, params)));
      asked[index]?.push(await timed(() => catalogue.search(germany, params)));
    }
    const key = `1${String((round * 7919) % Math.ceil(products * 0.6)).padStart(6, "0")}`;
    productSamples.push(await timed(() => catalogue.product(germany, key)));
  }
  return {
    seedMs,
    search: percentiles(searched),
    catalogueSearch: percentiles(asked),
    productP95: ms(percentile(productSamples, 95)),
  };
}

/** A query as its URL parameters, `{}` for the unfiltered listing. */
function label(query: Record<string, string>): string {
  return new URLSearchParams(query).toString() || "{}";
}

const results: Record<string, Awaited<ReturnType<typeof measure>>> = {};
const dataDir = keptDataDir ?? (await mkdtemp(path.join(os.tmpdir(), "shop-bench-search-")));
try {
  const embedded = await openDatabase({ dataDir, migrations });
  try {
    results.pglite = await measure(embedded);
  } finally {
    await embedded.close();
  }
} finally {
  if (!keptDataDir) await rm(dataDir, { recursive: true, force: true });
}

const database = keptDatabaseUrl
  ? { url: keptDatabaseUrl, drop: () => Promise.resolve() }
  : await temporaryPostgresDatabase("shop_bench");
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
  [
    "engine",
    "seed ms",
    "search p50 ms",
    "search p95 ms",
    "catalogue p50 ms",
    "catalogue p95 ms",
    "product p95 ms",
  ],
  Object.entries(results).map(([engine, figures]) => [
    engine,
    figures.seedMs,
    figures.search.p50,
    figures.search.p95,
    figures.catalogueSearch.p50,
    figures.catalogueSearch.p95,
    figures.productP95,
  ]),
);
printTable(
  "Search p50 and p95 per query, worked out every time (ms)",
  ["query", ...Object.keys(results).flatMap((engine) => [`${engine} p50`, `${engine} p95`])],
  queries.map((query) => [
    label(query),
    ...Object.values(results).flatMap((figures) => {
      const { p50 = 0, p95 = 0 } = figures.search.perQuery[label(query)] ?? {};
      return [p50, p95];
    }),
  ]),
);
await writeResult("search", { products, rounds, results });
