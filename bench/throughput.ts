// Home page throughput as a ratio to a bare Hono response measured in the same run, so the
// figure means something across machines, and to a static copy of the same page (its compressed
// bytes and headers served from memory by the same framework), the ceiling a kept page can reach.
// Rounds alternate between the servers so drift (thermal, other load) hits all alike.
// `BENCH_PAGE=product` measures the first demo product's page instead, `BENCH_PAGE=product-data`
// that page's data for the shell's navigation (`_payload.json`, decision 0063), and any other
// value starting with `/` that path. `BENCH_VISITOR=basket` asks as a visitor whose basket holds
// a line (issue 24 goal 1's second figure: the session cookie and its marker, so the page is the
// kept one and the browser fills the basket, decision 0059); the static copy is then a copy of
// that visitor's page. `BENCH_LOAD=autocannon` loads with autocannon instead of wrk, as the
// figures before decision 0067 were measured.
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEdge } from "./lib/edge.ts";
import { load, type LoadRun } from "./lib/load.ts";
import { ensureWrk, loadWithWrk } from "./lib/wrk.ts";
import { rawGet } from "./lib/http.ts";
import { envNumber, repoRoot } from "./lib/paths.ts";
import { productPages } from "./lib/product-pages.ts";
import { visitorWithBasket } from "./lib/shopper.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { startServer, type RunningServer } from "./lib/server.ts";
import { summarise } from "./lib/timing.ts";

type Target = "edge" | "static" | "bare";
const targets: readonly Target[] = ["edge", "static", "bare"];

const seconds = envNumber("BENCH_SECONDS", 10);
const rounds = envNumber("BENCH_ROUNDS", 3);
const connections = envNumber("BENCH_CONNECTIONS", 50);
const visitor = process.env.BENCH_VISITOR ?? "anonymous";
if (visitor !== "anonymous" && visitor !== "basket") {
  throw new Error(`BENCH_VISITOR must be anonymous or basket, got "${visitor}"`);
}
const headers: Record<string, string> = { "accept-encoding": "br, gzip" };
// Warm-ups count requests rather than seconds: autocannon then waits for every response instead
// of cutting connections mid-response at the end (see the crash handling below).
const warmupRequests = envNumber("BENCH_WARMUP_REQUESTS", 20 * connections);
const generator = process.env.BENCH_LOAD ?? "wrk";
if (generator !== "wrk" && generator !== "autocannon") {
  throw new Error(`BENCH_LOAD must be wrk or autocannon, got "${generator}"`);
}
if (generator === "wrk") ensureWrk();
const page = process.env.BENCH_PAGE ?? "home";
const namedPages = ["home", "product", "product-data"];
if (!namedPages.includes(page) && !page.startsWith("/")) {
  throw new Error(`BENCH_PAGE must be home, product, product-data or a path, got "${page}"`);
}

// As `npm start` runs it: the registry decides what is live, not each new build (decision 0023),
// in a database of its own, so the builds just made are the ones adopted.
const edge = await startEdge({
  SHOP_RELEASE_FOLLOW_BUILDS: "0",
  SHOP_DATA_DIR:
    process.env.SHOP_DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), "bench-throughput-"))),
});
if (visitor === "basket") headers.cookie = await visitorWithBasket(edge.url);
const edgePage = await edgePath(edge);
const copyFile = await copyOfEdgePage(edge, edgePage);
const servers: Record<Target, RunningServer> = {
  edge,
  static: await startStatic(),
  bare: await startBare(),
};
const targetPath: Record<Target, string> = { edge: edgePage, static: "/", bare: "/" };
const crashes: { round: number; target: Target; exit: string; error: string }[] = [];
const runs: { round: number; target: Target; run: LoadRun }[] = [];
const url = (target: Target) => `${servers[target].url}${targetPath[target]}`;
const warmUp = (target: Target) =>
  generator === "wrk"
    ? loadWithWrk(url(target), { connections, headers, seconds: 2 })
    : load(url(target), { connections, headers, until: { requests: warmupRequests } });
const measure = (target: Target) =>
  generator === "wrk"
    ? loadWithWrk(url(target), { connections, headers, seconds })
    : load(url(target), { connections, headers, until: { seconds } });

try {
  // The first requests measure V8's compiler and the fragment cache filling, not the server.
  for (const target of targets) await warmUp(target);
  for (let round = 1; round <= rounds; round++) {
    for (const target of targets) {
      const run = await measure(target);
      runs.push({ round, target, run });
      console.log(`round ${round} ${target}: ${Math.round(run.requestsPerSecond)} req/s`);
      await restartIfCrashed(target, round);
    }
  }
  report();
  const name =
    page === "home" ? "throughput" : `throughput-${namedPages.includes(page) ? page : "path"}`;
  await writeResult(visitor === "basket" ? `${name}-basket-visitor` : name, {
    generator,
    visitor,
    seconds,
    rounds,
    connections,
    warmupRequests,
    headers,
    runs: runs.map(({ round, target, run }) => ({
      round,
      target,
      ...run,
      url: targetPath[target],
    })),
    medians: { edge: medians("edge"), static: medians("static"), bare: medians("bare") },
    ratioEdgeToBare: Math.round(ratio("edge", "bare") * 1000) / 1000,
    ratioEdgeToStatic: Math.round(ratio("edge", "static") * 1000) / 1000,
    ratioStaticToBare: Math.round(ratio("static", "bare") * 1000) / 1000,
    crashes,
  });
} finally {
  await Promise.all(targets.map((target) => servers[target].stop()));
}

/**
 * A server that died when autocannon closed its connections at the end of a run is recorded and
 * started again (and warmed up), so the remaining rounds still measure something.
 */
async function restartIfCrashed(target: Target, round: number): Promise<void> {
  // A crash on the closed connections shows a moment after the run.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const server = servers[target];
  const exit = server.exited();
  if (exit === undefined) return;
  const error =
    server.stderrTail.find((line) => /^\w*Error\b/.test(line)) ??
    server.stderrTail.find((line) => line.trim() !== "") ??
    "(no stderr)";
  crashes.push({ round, target, exit, error });
  console.log(`  ${target} exited (${exit}) after the run: ${error}; restarting it`);
  await server.stop();
  servers[target] = await { edge: startEdge, static: startStatic, bare: startBare }[target]();
  await warmUp(target);
}

/** The page the edge is measured on (`BENCH_PAGE`). */
async function edgePath(server: RunningServer): Promise<string> {
  if (page === "home") return "/de/";
  if (page.startsWith("/")) return page;
  const [first] = await productPages(server.url, 1);
  if (!first) throw new Error("no product page");
  return page === "product-data" ? `${first.path}_payload.json` : first.path;
}

/**
 * The edge's answer for the page as the load sees it (the same request headers; the kept page
 * when the document cache keeps it: it is kept once compressed, a moment after the first answer,
 * so the copy is asked for until it is a hit, a second at most), written for the static copy: its
 * compressed body and its headers without the connection's own.
 */
async function copyOfEdgePage(server: RunningServer, pagePath: string): Promise<string> {
  let answer = await rawGet(`${server.url}${pagePath}`, headers);
  for (let tries = 0; tries < 20 && answer.headers["x-document-cache"] === "miss"; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await rawGet(`${server.url}${pagePath}`, headers);
  }
  if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status}`);
  const perConnection = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
  const copied = Object.entries(answer.headers).flatMap(([name, value]) =>
    perConnection.has(name) || value === undefined
      ? []
      : [[name, Array.isArray(value) ? value.join(", ") : value] as const],
  );
  console.log(
    `static copy of ${pagePath}: ${answer.body.length} bytes, ${answer.headers["content-encoding"] ?? "identity"}, x-document-cache ${String(answer.headers["x-document-cache"])}`,
  );
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "bench-static-")), "copy.json");
  await writeFile(
    file,
    JSON.stringify({
      headers: Object.fromEntries(copied),
      bodyBase64: answer.body.toString("base64"),
    }),
  );
  return file;
}

/** The ceiling: bench/lib/static-copy.ts serving the copy, in its own process like the edge. */
function startStatic(): Promise<RunningServer> {
  return startServer({
    args: [path.join(repoRoot, "bench", "lib", "static-copy.ts")],
    cwd: repoRoot,
    env: { STATIC_COPY: copyFile },
    healthPath: "/",
  });
}

/** The baseline: bench/lib/bare-hono.ts in its own process, as the edge runs in its own. */
function startBare(): Promise<RunningServer> {
  return startServer({
    args: [path.join(repoRoot, "bench", "lib", "bare-hono.ts")],
    cwd: repoRoot,
    healthPath: "/",
  });
}

interface Medians {
  readonly requestsPerSecond: number;
  readonly latencyP50Ms: number;
  readonly latencyP99Ms: number;
}

function medians(target: Target): Medians {
  const mine = runs.filter((r) => r.target === target).map((r) => r.run);
  const median = (pick: (run: LoadRun) => number) => summarise(mine.map(pick)).median;
  return {
    requestsPerSecond: Math.round(median((run) => run.requestsPerSecond)),
    latencyP50Ms: ms(median((run) => run.latencyP50Ms)),
    latencyP99Ms: ms(median((run) => run.latencyP99Ms)),
  };
}

function ratio(of: Target, to: Target): number {
  return medians(of).requestsPerSecond / medians(to).requestsPerSecond;
}

function report(): void {
  printTable(
    `Throughput (${generator}): ${rounds} rounds × ${seconds} s, ${connections} connections, accept-encoding "${headers["accept-encoding"]}"`,
    ["round", "target", "req/s", "p50 ms", "p99 ms", "2xx", "non-2xx", "errors"],
    runs.map(({ round, target, run }) => [
      round,
      `${target} ${targetPath[target]}`,
      Math.round(run.requestsPerSecond),
      run.latencyP50Ms,
      run.latencyP99Ms,
      run.requests2xx,
      run.non2xx,
      run.errors,
    ]),
  );
  printTable(
    "Medians",
    ["target", "req/s", "p50 ms", "p99 ms"],
    targets.map((target) => {
      const m = medians(target);
      return [target, m.requestsPerSecond, m.latencyP50Ms, m.latencyP99Ms];
    }),
  );
  console.log(`\nratio edge / bare (median req/s): ${ratio("edge", "bare").toFixed(3)}`);
  console.log(`ratio edge / static copy: ${ratio("edge", "static").toFixed(3)}`);
  console.log(`ratio static copy / bare: ${ratio("static", "bare").toFixed(3)}`);
  for (const target of targets) {
    const count = crashes.filter((crash) => crash.target === target).length;
    if (count === 0) continue;
    console.log(`${target} crashed at the end of ${count} of ${rounds} runs (restarted each time)`);
  }
}
