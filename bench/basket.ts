// addItem, updateItem and get of the basket API and `GET /api/user/` of a signed-in customer under
// load (wrk, 50 connections) over real HTTP, on the embedded PGlite and on PostgreSQL (both
// seeded here with the 3,000 demo products); issue 24, goal 3. Prints the edge's CPU time per call
// and, on PostgreSQL, its server's, and the load generator's own (wrk, and this process while it
// waits; on the same cores). `BENCH_ENGINES=postgres` or `=pglite` measures one engine.
// Prints figures; asserts nothing.
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BasketChangeResponse } from "@shop/shared";
import type { Database } from "@shop/shared/platform";
import { openDatabase } from "../edge/src/db/database.ts";
import { migrations } from "../edge/src/slices.ts";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { seedDatabase } from "./lib/seeded-postgres.ts";
import { startEdge } from "./lib/edge.ts";
import type { LoadRun } from "./lib/load.ts";
import { envNumber } from "./lib/paths.ts";
import { printTable, writeResult } from "./lib/report.ts";
import { newBasketKey, postJson, sessionCookie, stockedVariants } from "./lib/shopper.ts";
import { ensureWrk, loadWithWrk, type WrkRequest } from "./lib/wrk.ts";

const seconds = envNumber("BENCH_SECONDS", 10);
const connections = envNumber("BENCH_CONNECTIONS", 50);
const products = 3000;
const engines = (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",");
/**
 * Shoppers the changes spread over, each with a session and a basket of their own. A shop's 50
 * connections are many shoppers, each with a change or two in flight at most: with only 50, two
 * changes of one basket met on most calls and waited for each other's row lock.
 */
const shopperCount = envNumber("BENCH_SHOPPERS", 1000);
/** Shoppers made at once before the runs. */
const shoppersAtOnce = 10;
/**
 * The variants each shopper adds from, so a basket holds at most this many lines while the adds
 * grow their quantities (adds of any stocked variant gave every basket nearly all 20 of them
 * within the 10 s of adds, and update and get then measured those).
 */
const variantsPerShopper = 10;
/**
 * The changes made before a run and sent in turn, each one shopper's picked at random: wrk sends
 * them over and over, so the list is long enough that no pattern of shoppers repeats within a
 * second.
 */
const changesPerRun = 5000;

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** `count` different entries of a list, picked at random. */
function sample<T>(list: readonly T[], count: number): T[] {
  const rest = [...list];
  return Array.from(
    { length: count },
    () => rest.splice(Math.floor(Math.random() * rest.length), 1)[0]!,
  );
}

/** A benchmark shopper: a session of their own with one basket, and the variants they add. */
interface Shopper {
  readonly cookie: string;
  readonly basketKey: string;
  readonly itemKeys: readonly string[];
  readonly variants: readonly string[];
}

/** One call's figures under load, with the edge's CPU time per answer (its database's too on PGlite). */
interface Measured {
  readonly run: LoadRun;
  /** "-" when no call was answered within the run. */
  readonly cpuMsPerCall: number | "-";
  /** PostgreSQL's server processes' CPU time per answer; "-" on PGlite (in the edge's). */
  readonly databaseCpuMsPerCall: number | "-";
  /**
   * The load generator's CPU time per answer (wrk, and this process while it waits): it shares
   * the machine's cores with the edge and the database.
   */
  readonly benchCpuMsPerCall: number | "-";
}

interface CallRow extends Measured {
  readonly engine: string;
  readonly call: string;
}

/**
 * The CPU time (user and system) a process has used so far, from Linux's /proc, in ms: on a
 * machine others load too, CPU per call compares runs better than latency does.
 */
async function cpuMs(pid: number | "self"): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th,
  // the same of the children it waited for (wrk) the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = fields.slice(11, pid === "self" ? 15 : 13).map(Number);
  const ticksPerSecond = 100;
  return (ticks.reduce((sum, tick) => sum + tick, 0) * 1000) / ticksPerSecond;
}

/**
 * The CPU time of each PostgreSQL server process serving one database (the edge's pool), by
 * process id: the server shares the machine with the edge, and a call's statements cost it as
 * much CPU as they cost the edge.
 */
async function databaseCpuMs(db: Database): Promise<Map<number, number>> {
  const result: unknown = await db.execute(
    "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
  );
  const { rows } = result as { rows: { pid: number }[] };
  const times = await Promise.all(rows.map(({ pid }) => cpuMs(pid).catch(() => undefined)));
  return new Map(
    rows.flatMap(({ pid }, index) => (times[index] === undefined ? [] : [[pid, times[index]]])),
  );
}

/** The CPU a database's server processes used between two readings (a new process from zero). */
function databaseCpuUsed(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>) {
  let used = 0;
  for (const [pid, cpu] of after) used += cpu - (before.get(pid) ?? 0);
  return used;
}

const perCall = (ms: number, answered: number) =>
  answered ? Math.round((ms / answered) * 100) / 100 : "-";

/** A signed-in customer's session cookie: `GET /api/user/` reads their account. */
async function signedInCookie(base: string): Promise<string> {
  const response = await postJson(
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

async function measure(
  engine: string,
  env: NodeJS.ProcessEnv,
  database?: Database,
): Promise<CallRow[]> {
  // The bench's own requests come through a proxy of the loopback address, which forwards each
  // shopper's address.
  const edge = await startEdge({ ...env, SHOP_TRUSTED_PROXIES: "127.0.0.1" });
  try {
    const variants = await stockedVariants(edge.url);
    // Each shopper is a session of its own with one basket of three of their variants.
    const newShopper = async (index: number): Promise<Shopper> => {
      // At most 100 new sessions per address (decision 0031): shoppers come from many addresses.
      const address = { "x-forwarded-for": `198.18.${Math.floor(index / 100)}.${index % 100}` };
      const basketKey = newBasketKey();
      const own = sample(variants, variantsPerShopper);
      let cookie = "";
      let itemKeys: string[] = [];
      for (const variantId of own.slice(0, 3)) {
        const body = { basketKey, variantId, quantity: 1 };
        const addItem = "/api/shop/basket/addItem/";
        const response = await postJson(edge.url, addItem, body, cookie, address);
        cookie ||= sessionCookie(response);
        const { basket } = (await response.json()) as BasketChangeResponse;
        itemKeys = basket.items.map((item) => item.key);
      }
      return { cookie, basketKey, itemKeys, variants: own };
    };
    const shoppers: Shopper[] = [];
    while (shoppers.length < shopperCount) {
      const batch = Math.min(shoppersAtOnce, shopperCount - shoppers.length);
      const indexes = Array.from({ length: batch }, (_, index) => shoppers.length + index);
      shoppers.push(...(await Promise.all(indexes.map(newShopper))));
    }
    const under = async (
      url: string,
      headers: Record<string, string>,
      requests?: readonly WrkRequest[],
    ): Promise<Measured> => {
      const databaseBefore = database && (await databaseCpuMs(database));
      const cpuBefore = await cpuMs(edge.pid);
      const benchBefore = await cpuMs("self");
      const run = await loadWithWrk(`${edge.url}${url}`, {
        connections,
        headers,
        seconds,
        ...(requests && { requests }),
      });
      const cpu = (await cpuMs(edge.pid)) - cpuBefore;
      const bench = (await cpuMs("self")) - benchBefore;
      const databaseCpu =
        databaseBefore && databaseCpuUsed(databaseBefore, await databaseCpuMs(database));
      const answered = run.requests2xx + run.non2xx;
      return {
        run,
        cpuMsPerCall: perCall(cpu, answered),
        databaseCpuMsPerCall: databaseCpu === undefined ? "-" : perCall(databaseCpu, answered),
        benchCpuMsPerCall: perCall(bench, answered),
      };
    };
    // Each change is one shopper's, with their cookie, picked at random.
    const change = (body: (shopper: Shopper) => unknown): WrkRequest[] =>
      Array.from({ length: changesPerRun }, () => {
        const shopper = pick(shoppers);
        return { method: "POST", body: body(shopper), headers: { cookie: shopper.cookie } };
      });
    const add = await under(
      "/api/shop/basket/addItem/",
      {},
      change(({ basketKey, variants: own }) => ({ basketKey, variantId: pick(own), quantity: 1 })),
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

ensureWrk();
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
    const observer = await openDatabase({ url: database.url, migrations });
    try {
      // The planner's statistics, which autovacuum gathers soon after a seed in service (this
      // machine's PostgreSQL runs without it): without them, a basket's catalogue lines were
      // planned as a scan of every product of the brand.
      await observer.db.execute("analyze");
      const env = { DATABASE_URL: database.url, SHOP_OUTBOX_DIR: outbox };
      results.push(...(await measure("PostgreSQL", env, observer.db)));
    } finally {
      await observer.close();
    }
  }
  printTable(
    `Basket and user API over HTTP (${connections} connections, ${seconds} s each)`,
    [
      "engine",
      "call",
      "req/s",
      "p50 ms",
      "p99 ms",
      "non-2xx",
      "errors",
      "timeouts",
      "edge CPU ms/call",
      "PostgreSQL CPU ms/call",
      "bench CPU ms/call",
    ],
    results.map(({ engine, call, run, cpuMsPerCall, databaseCpuMsPerCall, benchCpuMsPerCall }) => [
      engine,
      call,
      Math.round(run.requestsPerSecond),
      run.latencyP50Ms,
      run.latencyP99Ms,
      run.non2xx,
      run.errors,
      run.timeouts,
      cpuMsPerCall,
      databaseCpuMsPerCall,
      benchCpuMsPerCall,
    ]),
  );
  await writeResult("basket", { seconds, connections, results });
} finally {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
}
