// Full and per-slice build time with turbo's cache bypassed: each slice's own build script runs
// directly, first one after the other (per-slice figures), then all six at once.
import { repoRoot, slices } from "./lib/paths.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { timeCommand } from "./lib/timing.ts";

const buildSlice = (slice: string) =>
  timeCommand("npm", ["run", "build", "-w", `@shop/${slice}`], { cwd: repoRoot });

const perSlice: Record<string, number> = {};
const sequentialStart = performance.now();
for (const slice of slices) {
  const { ms: took, output } = await buildSlice(slice);
  perSlice[slice] = took;
  const version = /built version (\w+)/.exec(output)?.[1] ?? "?";
  console.log(`${slice}: ${ms(took)} ms (version ${version})`);
}
const sequentialMs = performance.now() - sequentialStart;

const parallelStart = performance.now();
await Promise.all(slices.map(buildSlice));
const parallelMs = performance.now() - parallelStart;

printTable(
  "Build time, turbo cache bypassed (ms)",
  ["build", "wall ms"],
  [
    ...slices.map((slice) => [`@shop/${slice}`, ms(perSlice[slice] ?? 0)]),
    ["all six, one after the other", ms(sequentialMs)],
    ["all six in parallel", ms(parallelMs)],
  ],
);

await writeResult("build-time", {
  command: "npm run build -w @shop/<slice>",
  perSliceMs: Object.fromEntries(
    Object.entries(perSlice).map(([slice, took]) => [slice, ms(took)]),
  ),
  sequentialTotalMs: ms(sequentialMs),
  parallelTotalMs: ms(parallelMs),
});
