// Runs every benchmark, each in its own Node process (no shared JIT or heap state between them),
// then gathers their result files into bench/results/summary.json. `--skip-install` leaves out
// the slow, network-bound cold install.
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { repoRoot, resultsDir } from "./lib/paths.ts";
import { writeResult } from "./lib/report.ts";

const skipInstall = process.argv.includes("--skip-install");
// Build first so the rest measure what it produced; the cold install last, being slowest.
const benchmarks = [
  "build-time",
  "startup-time",
  "first-load-js",
  "product-page-first-load-js",
  "throughput",
  "product-page-render",
  "seed-time",
  "image-resize",
  "image-cold-render",
  "search",
  "sitemap",
  "auth",
  "basket",
  "order-placement",
  "cluster-throughput",
  "rollback",
  "release-memory",
  "lighthouse",
  ...(skipInstall ? [] : ["install-time"]),
];

const summary: Record<string, unknown> = {};
const failed: string[] = [];
for (const name of benchmarks) {
  console.log(`\n=== ${name} ===`);
  const startedAt = performance.now();
  const run = spawnSync(process.execPath, [path.join(repoRoot, "bench", `${name}.ts`)], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  const wallMs = Math.round(performance.now() - startedAt);
  if (run.status !== 0) {
    failed.push(name);
    summary[name] = { failed: run.signal ?? `exit code ${run.status}`, wallMs };
    continue;
  }
  const file = path.join(resultsDir, `${name}.json`);
  const result = JSON.parse(await readFile(file, "utf8")) as { figures?: unknown };
  summary[name] = { wallMs, figures: result.figures };
}
if (skipInstall) summary["install-time"] = { skipped: true };

await writeResult("summary", summary);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(", ")}`);
  process.exitCode = 1;
}
