// Sitemap generation over a catalogue of BENCH_SITEMAP_PRODUCTS (default 100,000) on a PostgreSQL
// database made for the run: the index and every file it names, per shop, over real HTTP against
// the edge, with the edge's peak memory before and after. Prints figures; asserts nothing.
import { readFile } from "node:fs/promises";
import http from "node:http";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { startEdge } from "./lib/edge.ts";
import { envNumber } from "./lib/paths.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { seedPostgres } from "./lib/seeded-postgres.ts";

const products = envNumber("BENCH_SITEMAP_PRODUCTS", 100_000);
// The home brand's German shop (one language) and the baby brand's Belgian one (two).
const hosts = ["localhost", "be.baby.localhost"];

interface Fetched {
  readonly body: string;
  readonly firstByteMs: number;
  readonly totalMs: number;
}

/** GETs a path from the edge on 127.0.0.1 as the given shop host. */
function get(port: number, host: string, path: string): Promise<Fetched> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
      const firstByteMs = performance.now() - started;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        if (response.statusCode !== 200)
          reject(new Error(`${host}${path}: ${response.statusCode}`));
        const body = Buffer.concat(chunks).toString("utf8");
        resolve({ body, firstByteMs, totalMs: performance.now() - started });
      });
    });
    request.on("error", reject);
  });
}

/** The process's peak resident memory in MB (VmHWM). */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

const database = await temporaryPostgresDatabase("shop_bench_sitemap");
try {
  const seedStarted = performance.now();
  await seedPostgres(database.url, products);
  console.log(`seeded ${products} products in ${ms(performance.now() - seedStarted)} ms`);
  const edge = await startEdge({ DATABASE_URL: database.url });
  try {
    const peakBefore = await peakRssMb(edge.pid);
    const rows: (string | number)[][] = [];
    const perShop: Record<string, unknown> = {};
    for (const host of hosts) {
      const started = performance.now();
      const index = await get(edge.port, host, "/sitemap.xml");
      const files = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map(
        ([, loc = ""]) => new URL(loc).pathname,
      );
      let urls = 0;
      let slowestFileMs = 0;
      let slowestFirstByteMs = 0;
      for (const file of files) {
        const fetched = await get(edge.port, host, file);
        urls += fetched.body.split("<url>").length - 1;
        slowestFileMs = Math.max(slowestFileMs, fetched.totalMs);
        slowestFirstByteMs = Math.max(slowestFirstByteMs, fetched.firstByteMs);
      }
      const figures = {
        files: files.length,
        urls,
        indexMs: ms(index.totalMs),
        slowestFileMs: ms(slowestFileMs),
        slowestFirstByteMs: ms(slowestFirstByteMs),
        allMs: ms(performance.now() - started),
      };
      perShop[host] = figures;
      rows.push([host, ...Object.values(figures)]);
    }
    const peakAfter = await peakRssMb(edge.pid);
    printTable(
      `Sitemaps over ${products} products (PostgreSQL, over HTTP)`,
      [
        "shop host",
        "files",
        "urls",
        "index ms",
        "slowest file ms",
        "slowest 1st byte ms",
        "all ms",
      ],
      rows,
    );
    console.log(`edge peak RSS: ${peakBefore} MB before, ${peakAfter} MB after`);
    await writeResult("sitemap", { products, perShop, peakRssMb: { peakBefore, peakAfter } });
  } finally {
    await edge.stop();
  }
} finally {
  await database.drop();
}
