// Edge startup: from spawning `node edge/src/server.ts` to its first 200 on /healthz, which is
// what an orchestrator's readiness probe sees. Needs built slices.
import { loggedStartupMs, startEdge } from "./lib/edge.ts";
import { envNumber } from "./lib/paths.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { roundSummary, summarise } from "./lib/timing.ts";

const runs = envNumber("BENCH_STARTUP_RUNS", 5);
const spawnToHealthy: number[] = [];
const logged: number[] = [];

// One after the other: overlapping starts would compete for the CPU and disk.
for (let run = 1; run <= runs; run++) {
  const edge = await startEdge();
  spawnToHealthy.push(edge.spawnToHealthyMs);
  const own = loggedStartupMs(edge);
  if (own !== undefined) logged.push(own);
  await edge.stop();
  console.log(
    `run ${run}/${runs}: ${ms(edge.spawnToHealthyMs)} ms to the first 200 (pid ${edge.pid})`,
  );
}

const toHealthy = summarise(spawnToHealthy);
const fromLog = logged.length > 0 ? summarise(logged) : undefined;
const row = (label: string, summary: typeof toHealthy) => [
  label,
  ms(summary.min),
  ms(summary.median),
  ms(summary.max),
];
printTable(
  `Edge startup over ${runs} runs (ms)`,
  ["measure", "min", "median", "max"],
  [
    row("spawn to first 200 /healthz", toHealthy),
    ...(fromLog ? [row("edge.ready startupMs (own log)", fromLog)] : []),
  ],
);

await writeResult("startup-time", {
  runs,
  spawnToHealthyMs: { samples: spawnToHealthy.map(ms), ...roundSummary(toHealthy, ms) },
  loggedStartupMs: fromLog ? { samples: logged, ...roundSummary(fromLog, ms) } : null,
});
