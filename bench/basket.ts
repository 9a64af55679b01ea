// addItem and get of the basket API under load (autocannon, 50 connections) over real HTTP, on
// the embedded PGlite (seeded by the edge on its first start) and on PostgreSQL (seeded here
// with the same 3,000 demo products). Prints figures; asserts nothing.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ProductPageResponse } from "@shop/shared";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { seedPostgres } from "./lib/seeded-postgres.ts";
import { startEdge } from "./lib/edge.ts";
import { load, type LoadRun } from "./lib/load.ts";
import { envNumber } from "./lib/paths.ts";
import { printTable, writeResult } from "./lib/report.ts";

const seconds = envNumber("BENCH_SECONDS", 10);
const connections = envNumber("BENCH_CONNECTIONS", 50);
/** Baskets the load spreads over, all owned by the one benchmark session. */
const basketCount = 200;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** Variants with stock to spare, from the seeded catalogue. */
async function stockedVariants(base: string): Promise<string[]> {
  const search = (await (await fetch(`${base}/api/shop/search/?locale=de-de`)).json()) as {
    products: { referenceKey: string }[];
  };
  const ids: string[] = [];
  for (const { referenceKey } of search.products) {
    const response = await fetch(`${base}/api/shop/product/${referenceKey}/?locale=de-de`);
    const { product } = (await response.json()) as ProductPageResponse;
    if (product.attributes.personalisierterArtikel) continue;
    for (const variant of product.variants) {
      if (variant.delivery.BVC <= 2 && variant.stock.quantity >= 50) ids.push(variant.id);
    }
  }
  if (ids.length < 10) {
    throw new Error(`only ${ids.length} stocked variants in ${search.products.length} products`);
  }
  return ids;
}

async function measure(
  engine: string,
  env: NodeJS.ProcessEnv,
): Promise<Record<string, number | string>> {
  const edge = await startEdge(env);
  try {
    const variants = await stockedVariants(edge.url);
    const keys = Array.from(
      { length: basketCount },
      () => `basket_home-de_${randomBytes(16).toString("hex")}`,
    );
    let cookie = "";
    // Binds every basket to the session and gives each a few lines.
    for (const basketKey of keys) {
      for (let line = 0; line < 3; line += 1) {
        const response = await fetch(`${edge.url}/api/shop/basket/addItem/`, {
          method: "POST",
          headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
          body: JSON.stringify({ basketKey, variantId: pick(variants), quantity: 1 }),
        });
        cookie ||= /sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? "";
        if (!response.ok) throw new Error(`addItem answered ${response.status}`);
      }
    }
    const add: LoadRun = await load(`${edge.url}/api/shop/basket/addItem/`, {
      connections,
      headers: { cookie },
      until: { seconds },
      json: {
        method: "POST",
        body: () => ({ basketKey: pick(keys), variantId: pick(variants), quantity: 1 }),
      },
    });
    const get: LoadRun = await load(`${edge.url}/api/shop/basket/get/${keys[0]}/?locale=de-de`, {
      connections,
      headers: { cookie },
      until: { seconds },
    });
    return {
      engine,
      addRequestsPerSecond: Math.round(add.requestsPerSecond),
      addP50Ms: add.latencyP50Ms,
      addP99Ms: add.latencyP99Ms,
      addNon2xx: add.non2xx,
      getRequestsPerSecond: Math.round(get.requestsPerSecond),
      getP50Ms: get.latencyP50Ms,
      getP99Ms: get.latencyP99Ms,
      getNon2xx: get.non2xx,
    };
  } finally {
    await edge.stop();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-basket-"));
const database = await temporaryPostgresDatabase("shop_bench_basket");
try {
  await seedPostgres(database.url, 3000);
  const results = [
    await measure("PGlite", { SHOP_DATA_DIR: dataDir }),
    await measure("PostgreSQL", { DATABASE_URL: database.url }),
  ];
  printTable(
    `Basket API over HTTP (${connections} connections, ${seconds} s each)`,
    [
      "engine",
      "add req/s",
      "add p50",
      "add p99",
      "add non-2xx",
      "get req/s",
      "get p50",
      "get p99",
      "get non-2xx",
    ],
    results.map((row) => [
      row.engine!,
      row.addRequestsPerSecond!,
      row.addP50Ms!,
      row.addP99Ms!,
      row.addNon2xx!,
      row.getRequestsPerSecond!,
      row.getP50Ms!,
      row.getP99Ms!,
      row.getNon2xx!,
    ]),
  );
  await writeResult("basket", { seconds, connections, results });
} finally {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
