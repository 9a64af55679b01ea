// Seed time of the demo catalogue: the default size and a benchmark size (BENCH_SEED_PRODUCTS,
// default 100,000), on the embedded PGlite and on PostgreSQL (a database made for the run and
// dropped after it). Prints figures; asserts nothing.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { repoRoot, envNumber } from "./lib/paths.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { timeCommand } from "./lib/timing.ts";

const sizes = [3000, envNumber("BENCH_SEED_PRODUCTS", 100_000)];
const seedCli = path.join(repoRoot, "edge", "src", "db", "seed-cli.ts");

async function seed(products: number, env: Record<string, string>) {
  const result = await timeCommand("node", [seedCli, "--products", String(products)], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });
  console.log(result.output.trim().split("\n").at(-1));
  return ms(result.ms);
}

async function withPostgresDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const database = await temporaryPostgresDatabase("shop_bench");
  try {
    return await work(database.url);
  } finally {
    await database.drop();
  }
}

const rows: [string, number, number][] = [];
for (const products of sizes) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "shop-bench-seed-"));
  try {
    rows.push(["pglite", products, await seed(products, { SHOP_DATA_DIR: dataDir })]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  rows.push([
    "postgres",
    products,
    await withPostgresDatabase((url) => seed(products, { DATABASE_URL: url })),
  ]);
}

printTable(
  "Demo data seed time (wall, including start-up and migrations)",
  ["engine", "products", "ms"],
  rows,
);
await writeResult(
  "seed-time",
  rows.map(([engine, products, wall]) => ({ engine, products, ms: wall })),
);
