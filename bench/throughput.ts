// Home page throughput as a ratio to a bare Hono response measured in the same run, so the
// figure means something across machines. Rounds alternate between the two servers so drift
// (thermal, other load) hits both alike. `BENCH_PAGE=product` measures the first demo product's
// page instead, and any other value starting with `/` that path.
import path from "node:path";
import { startEdge } from "./lib/edge.ts";
import { load, type LoadRun } from "./lib/load.ts";
import { envNumber, repoRoot } from "./lib/paths.ts";
import { productPages } from "./lib/product-pages.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { startServer, type RunningServer } from "./lib/server.ts";
import { summarise } from "./lib/timing.ts";

type Target = "edge" | "bare";

const seconds = envNumber("BENCH_SECONDS", 10);
const rounds = envNumber("BENCH_ROUNDS", 3);
const connections = envNumber("BENCH_CONNECTIONS", 50);
const headers = { "accept-encoding": "br, gzip" };
// Warm-ups count requests rather than seconds: autocannon then waits for every response instead
// of cutting connections mid-response at the end (see the crash handling below).
const warmupRequests = envNumber("BENCH_WARMUP_REQUESTS", 20 * connections);
const page = process.env.BENCH_PAGE ?? "home";
if (page !== "home" && page !== "product" && !page.startsWith("/")) {
  throw new Error(`BENCH_PAGE must be home, product or a path, got "${page}"`);
}

const servers: Record<Target, RunningServer> = {
  edge: await startEdge(),
  bare: await startBare(),
};
const targetPath: Record<Target, string> = { edge: await edgePath(), bare: "/" };
const crashes: { round: number; target: Target; exit: string; error: string }[] = [];
const runs: { round: number; target: Target; run: LoadRun }[] = [];
const url = (target: Target) => `${servers[target].url}${targetPath[target]}`;
const warmUp = (target: Target) =>
  load(url(target), { connections, headers, until: { requests: warmupRequests } });

try {
  // The first requests measure V8's compiler and the fragment cache filling, not the server.
  await warmUp("edge");
  await warmUp("bare");
  for (let round = 1; round <= rounds; round++) {
    for (const target of ["edge", "bare"] as const) {
      const run = await load(url(target), { connections, headers, until: { seconds } });
      runs.push({ round, target, run });
      console.log(`round ${round} ${target}: ${Math.round(run.requestsPerSecond)} req/s`);
      await restartIfCrashed(target, round);
    }
  }
  report();
  await writeResult(
    page === "home" ? "throughput" : `throughput-${page === "product" ? "product" : "path"}`,
    {
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
      medians: { edge: medians("edge"), bare: medians("bare") },
      ratioEdgeToBare: Math.round(ratio() * 1000) / 1000,
      crashes,
    },
  );
} finally {
  await Promise.all([servers.edge.stop(), servers.bare.stop()]);
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
  servers[target] = target === "edge" ? await startEdge() : await startBare();
  await warmUp(target);
}

/** The page the edge is measured on (`BENCH_PAGE`). */
async function edgePath(): Promise<string> {
  if (page === "home") return "/de/";
  if (page !== "product") return page;
  const [first] = await productPages(servers.edge.url, 1);
  if (!first) throw new Error("no product page");
  return first.path;
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

function ratio(): number {
  return medians("edge").requestsPerSecond / medians("bare").requestsPerSecond;
}

function report(): void {
  printTable(
    `Throughput: ${rounds} rounds × ${seconds} s, ${connections} connections, accept-encoding "${headers["accept-encoding"]}"`,
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
    (["edge", "bare"] as const).map((target) => {
      const m = medians(target);
      return [target, m.requestsPerSecond, m.latencyP50Ms, m.latencyP99Ms];
    }),
  );
  console.log(`\nratio edge / bare (median req/s): ${ratio().toFixed(3)}`);
  for (const target of ["edge", "bare"] as const) {
    const count = crashes.filter((crash) => crash.target === target).length;
    if (count === 0) continue;
    console.log(`${target} crashed at the end of ${count} of ${rounds} runs (restarted each time)`);
  }
}
