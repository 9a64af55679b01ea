// addItem, updateItem and get of the basket API and `GET /api/user/` of a signed-in customer under
// load (autocannon, 50 connections) over real HTTP, on the embedded PGlite (seeded by the edge on
// its first start) and on PostgreSQL (seeded here with the same 3,000 demo products); issue 24,
// goal 3. `BENCH_ENGINES=postgres` or `=pglite` measures one engine. Prints figures; asserts nothing.
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BasketChangeResponse, ProductPageResponse } from "@shop/shared";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { seedDatabase } from "./lib/seeded-postgres.ts";
import { startEdge } from "./lib/edge.ts";
import { load, type LoadOptions, type LoadRun } from "./lib/load.ts";
import { envNumber } from "./lib/paths.ts";
import { printTable, writeResult } from "./lib/report.ts";

const seconds = envNumber("BENCH_SECONDS", 10);
const connections = envNumber("BENCH_CONNECTIONS", 50);
const products = 3000;
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
/** Shoppers the changes spread over, each with a session and a basket of their own. */
const shopperCount = 50;

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

/** A benchmark shopper: a session of their own with one basket. */
interface Shopper {
  readonly cookie: string;
  readonly basketKey: string;
  readonly itemKeys: readonly string[];
}

/** One call's figures under load, with the edge's CPU time per answer (its database's too on PGlite). */
interface Measured {
  readonly run: LoadRun;
  /** "-" when no call was answered within autocannon's timeout. */
  readonly cpuMsPerCall: number | "-";
}

interface CallRow extends Measured {
  readonly engine: string;
  readonly call: string;
}

/**
 * The CPU time (user and system) a process has used so far, from Linux's /proc, in ms: on a
 * machine others load too, CPU per call compares runs better than latency does.
 */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

async function post(base: string, pathname: string, body: unknown, cookie: string) {
  const response = await fetch(`${base}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname} answered ${response.status}`);
  return response;
}

const sessionCookie = (response: Response) =>
  /sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? "";

/** A signed-in customer's session cookie: `GET /api/user/` reads their account. */
async function signedInCookie(base: string): Promise<string> {
  const response = await post(
    base,
    "/api/user/auth/register/?locale=de-de",
    {
      first_name: "Bench",
      last_name: "Kunde",
      gender: "d",
      email: `bench.${randomBytes(6).toString("hex")}@example.org`,
      register_password: "Bench-Passwort-2024",
      newsletter: false,
    },
    "",
  );
  return sessionCookie(response);
}

async function measure(engine: string, env: NodeJS.ProcessEnv): Promise<CallRow[]> {
  const edge = await startEdge(env);
  try {
    const variants = await stockedVariants(edge.url);
    // Each shopper is a session of its own with one basket of three lines.
    const shoppers: Shopper[] = [];
    for (let index = 0; index < shopperCount; index += 1) {
      const basketKey = `basket_home-de_${randomBytes(16).toString("hex")}`;
      let cookie = "";
      let itemKeys: string[] = [];
      for (let line = 0; line < 3; line += 1) {
        const body = { basketKey, variantId: pick(variants), quantity: 1 };
        const response = await post(edge.url, "/api/shop/basket/addItem/", body, cookie);
        cookie ||= sessionCookie(response);
        const { basket } = (await response.json()) as BasketChangeResponse;
        itemKeys = basket.items.map((item) => item.key);
      }
      shoppers.push({ cookie, basketKey, itemKeys });
    }
    const under = async (
      url: string,
      headers: Record<string, string>,
      json?: LoadOptions["json"],
    ): Promise<Measured> => {
      const cpuBefore = await cpuMs(edge.pid);
      const run = await load(`${edge.url}${url}`, {
        connections,
        headers,
        until: { seconds },
        ...(json && { json }),
      });
      const cpu = (await cpuMs(edge.pid)) - cpuBefore;
      const answered = run.requests2xx + run.non2xx;
      return { run, cpuMsPerCall: answered ? Math.round((cpu / answered) * 100) / 100 : "-" };
    };
    // Each change is one shopper's, with their cookie, picked afresh for every request.
    const change = (body: (shopper: Shopper) => unknown): LoadOptions["json"] => ({
      method: "POST",
      request: () => {
        const shopper = pick(shoppers);
        return { body: body(shopper), headers: { cookie: shopper.cookie } };
      },
    });
    const add = await under(
      "/api/shop/basket/addItem/",
      {},
      change(({ basketKey }) => ({ basketKey, variantId: pick(variants), quantity: 1 })),
    );
    const update = await under(
      "/api/shop/basket/updateItem/",
      {},
      change(({ basketKey, itemKeys }) => ({
        basketKey,
        itemKey: pick(itemKeys),
        quantity: 1 + Math.floor(Math.random() * 3),
      })),
    );
    const first = shoppers[0]!;
    const getUrl = `/api/shop/basket/get/${first.basketKey}/?locale=de-de`;
    const get = await under(getUrl, { cookie: first.cookie });
    const user = await under("/api/user/?locale=de-de", { cookie: await signedInCookie(edge.url) });
    return Object.entries({ add, update, get, user }).map(([call, measured]) => ({
      engine,
      call,
      ...measured,
    }));
  } finally {
    await edge.stop();
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-basket-"));
const database = await temporaryPostgresDatabase("shop_bench_basket");
try {
  if (engines.includes("postgres")) await seedDatabase({ url: database.url }, products);
  const outbox = path.join(dataDir, "outbox");
  const results: CallRow[] = [];
  if (engines.includes("pglite")) {
    const pglite = path.join(dataDir, "pglite");
    // Seeded here rather than by the edge's first start, which a busy machine slows past the
    // health check's patience.
    await seedDatabase({ dataDir: pglite }, products);
    results.push(...(await measure("PGlite", { SHOP_DATA_DIR: pglite, SHOP_OUTBOX_DIR: outbox })));
  }
  if (engines.includes("postgres")) {
    results.push(
      ...(await measure("PostgreSQL", { DATABASE_URL: database.url, SHOP_OUTBOX_DIR: outbox })),
    );
  }
  printTable(
    `Basket and user API over HTTP (${connections} connections, ${seconds} s each)`,
    ["engine", "call", "req/s", "p50 ms", "p99 ms", "non-2xx", "errors", "edge CPU ms/call"],
    results.map(({ engine, call, run, cpuMsPerCall }) => [
      engine,
      call,
      Math.round(run.requestsPerSecond),
      run.latencyP50Ms,
      run.latencyP99Ms,
      run.non2xx,
      run.errors,
      cpuMsPerCall,
    ]),
  );
  await writeResult("basket", { seconds, connections, results });
} finally {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
