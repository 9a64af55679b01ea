// `npm run test:faults`: the fault suite of the scale-out mode (issue 25, point 4, decision
// 0044). Three edge instances behind HAProxy over a PostgreSQL of the suite's own (initdb, its
// own port, reached through a proxy that can slow every query), a steady load through the
// balancer, and one fault after the other. Prints each case's requests sent, failed and time to
// recover; exits non-zero when a case misses its bar.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { Cluster } from "../src/cluster/cluster.ts";
import { freePort } from "../src/cluster/processes.ts";
import { ContentServiceProxy } from "./content-service-proxy.ts";
import { DelayingProxy } from "./delaying-proxy.ts";
import {
  acrossInstances,
  contentServiceFailing,
  databaseStopped,
  killOneInstance,
  rendererThrowing,
  rollingRestart,
  slowDatabase,
  type CaseResult,
  type FaultContext,
} from "./fault-cases.ts";
import { OwnPostgres } from "./own-postgres.ts";
import { SteadyLoad, type LoadTargets } from "./steady-load.ts";

/** A home page, a content page, two product pages and variants with stock to spare. */
async function loadTargets(base: string): Promise<LoadTargets> {
  const search = (await (await fetch(`${base}/api/shop/search/?locale=de-de`)).json()) as {
    products: { referenceKey: string }[];
  };
  const variants: string[] = [];
  for (const { referenceKey } of search.products.slice(0, 20)) {
    const response = await fetch(`${base}/api/shop/product/${referenceKey}/?locale=de-de`);
    const { product } = (await response.json()) as {
      product: {
        attributes: Record<string, unknown>;
        advancedAttributes: Record<string, unknown>;
        variants: { id: string; delivery: { BVC: number }; stock: { quantity: number } }[];
      };
    };
    if (product.attributes.personalisierterArtikel || product.advancedAttributes.bulkyOrLoad)
      continue;
    for (const variant of product.variants) {
      if (variant.delivery.BVC <= 2 && variant.stock.quantity >= 100) variants.push(variant.id);
    }
  }
  const products = search.products.slice(0, 2).map(({ referenceKey }) => `/de/p/${referenceKey}/`);
  return { base, pages: ["/de/", "/de/kontakt/", ...products], variants };
}

function printResults(results: readonly CaseResult[], lostWrites: number): void {
  const rows = results.map((row) => [
    row.name,
    String(row.sent),
    String(row.failed),
    String(row.unavailable),
    row.recoverMs === null ? "-" : String(row.recoverMs),
    `${row.pages.served} (${row.pages.fromCache} cached) / ${row.pages.failed}`,
    row.problems.length === 0 ? "held" : row.problems.join("; "),
  ]);
  const header = [
    "case",
    "sent",
    "failed",
    "503+Retry-After",
    "recover ms",
    "pages during fault: 200 (cached) / failed",
    "result",
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
  console.log(`\n${line(header)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) console.log(line(row));
  console.log(`\nbasket writes acknowledged but lost: ${lostWrites}`);
}

const cases = {
  "across-instances": acrossInstances,
  kill: killOneInstance,
  "rolling-restart": rollingRestart,
  "renderer-throwing": rendererThrowing,
  "database-stopped": databaseStopped,
  "slow-database": slowDatabase,
  "content-failing": contentServiceFailing,
};
// `npm run test:faults -- kill content-failing` runs only the cases named.
const named = process.argv.slice(2);
const unknown = named.filter((name) => !Object.hasOwn(cases, name));
if (unknown.length > 0) {
  console.error(`No such case: ${unknown.join(", ")}; cases: ${Object.keys(cases).join(", ")}`);
  process.exit(2);
}
const chosen = Object.entries(cases).filter(([name]) => named.length === 0 || named.includes(name));

const database = await OwnPostgres.create();
const proxy = await DelayingProxy.start(database.port);
const balancerPort = await freePort();
// The instances read content from the edge's own delivery API through the balancer, as they
// would from Storyblok: the suite makes that API fail from outside.
const content = await ContentServiceProxy.start(`http://127.0.0.1:${balancerPort}`);
let cluster: Cluster | undefined;
let exitCode: number;
const cleanUp = async () => {
  await cluster?.stop();
  await content.stop();
  await proxy.stop();
  await database.destroy();
};
// Stopped from outside, the suite still leaves no server of its own running.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
}
try {
  const databaseUrl = `postgres://postgres@127.0.0.1:${proxy.port}/postgres`;
  execFileSync(
    process.execPath,
    [path.join(import.meta.dirname, "..", "src", "db", "seed-cli.ts"), "--products", "400"],
    {
      // Straight to the database: the proxy is for the instances.
      env: { ...process.env, DATABASE_URL: database.url },
      stdio: "inherit",
    },
  );
  cluster = await Cluster.start({
    instances: 3,
    host: "127.0.0.1",
    port: balancerPort,
    databaseUrl,
    env: { SHOP_CONTENT_API_URL: content.deliveryUrl },
    stdio: "ignore",
  });
  const load = new SteadyLoad(await loadTargets(cluster.url));
  const context: FaultContext = { cluster, database, proxy, content, load };
  const results: CaseResult[] = [];
  for (const [, faultCase] of chosen) {
    results.push(await faultCase(context));
    console.log(`${results.at(-1)!.name}: done`);
  }
  await load.stop();
  const lostWrites = await load.lostWrites();
  printResults(results, lostWrites);
  exitCode = results.every((row) => row.problems.length === 0) && lostWrites === 0 ? 0 : 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
