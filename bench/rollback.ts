// Rollback under steady load (issue 6, "Measure"): two edge instances started at once on one fresh
// PostgreSQL registry (each slice's build recorded as live once, decision 0023), page load on both
// (autocannon), then promote → rollback cycles through the admin API. Reports the
// time from sending the rollback command to the first page served with the old version on every
// instance, and the failed requests (non-2xx, errors, timeouts) over the whole run. Needs built
// slices and the local PostgreSQL. Prints figures; asserts nothing.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { microFrontends } from "@shop/shared";
import { temporaryPostgresDatabase } from "../edge/src/db/test-databases.ts";
import { seedPostgres } from "./lib/seeded-postgres.ts";
import { FolderArtefactBucket } from "../edge/src/release/artefact-bucket.ts";
import { publishVersion } from "../edge/src/release/publish.ts";
import {
  bestsellerHeading,
  builtVersionFolder,
  deriveVersion,
} from "../edge/src/release/testing/derived-version.ts";
import { startEdge } from "./lib/edge.ts";
import { load, type LoadRun } from "./lib/load.ts";
import { envNumber } from "./lib/paths.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";
import { roundSummary, summarise } from "./lib/timing.ts";

const cycles = envNumber("BENCH_ROLLBACK_CYCLES", 5);
const connections = envNumber("BENCH_CONNECTIONS", 8);
const token = "bench-release-admin-token-0123";
const page = "/de/";

/** The catalogue version a page was composed with. */
async function servedVersion(base: string): Promise<string | undefined> {
  const html = await (await fetch(`${base}${page}`)).text();
  return /data-fragment="mfe-catalog\/recommendationSlider" data-version="([0-9a-f]{12})"/.exec(
    html,
  )?.[1];
}

/** Polls one instance until it serves `version`; the time since `sentAt` when it first did. */
async function firstServed(base: string, version: string, sentAt: number): Promise<number> {
  for (;;) {
    if ((await servedVersion(base)) === version) return performance.now() - sentAt;
    if (performance.now() - sentAt > 30_000) throw new Error(`${base} never served ${version}`);
  }
}

async function command(base: string, verb: string, body: unknown): Promise<void> {
  const response = await fetch(`${base}/api/release/${verb}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${verb} answered ${response.status}: ${await response.text()}`);
}

const database = await temporaryPostgresDatabase("shop_bench_rollback");
const artefactDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-bench-artefacts-"));
const edges: Awaited<ReturnType<typeof startEdge>>[] = [];
try {
  // The demo catalogue (small), so the page renders real recommendations.
  await seedPostgres(database.url, 300);

  const built = builtVersionFolder("mfe-catalog");
  const heading = bestsellerHeading();
  const derived = await deriveVersion({
    from: built.folder,
    into: path.join(artefactDir, "scratch"),
    edit: (_, text) => text.replaceAll(heading, `${heading} (2)`),
  });
  const bucket = new FolderArtefactBucket(path.join(artefactDir, "store"));
  await publishVersion(bucket, "mfe-catalog", built.folder);
  await publishVersion(bucket, "mfe-catalog", derived.folder);
  const [v1, v2] = [built.version, derived.version];

  const env = {
    DATABASE_URL: database.url,
    SHOP_ARTEFACT_DIR: path.join(artefactDir, "store"),
    SHOP_ADMIN_TOKEN: token,
    SHOP_RELEASE_ENVIRONMENT: "bench",
    // Production behaviour: only the registry changes what is live.
    SHOP_RELEASE_FOLLOW_BUILDS: "0",
  };
  // Both instances start at once on the fresh registry: one of them records each slice's build
  // as live (decision 0023), the other finds its row.
  edges.push(...(await Promise.all([startEdge(env), startEdge(env)])));
  const [first] = edges;
  if (!first) throw new Error("no edge started");
  const adoptions = await Promise.all(
    microFrontends.map(async (mfe) => {
      const response = await fetch(`${first.url}/api/release/history/${mfe}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { history } = (await response.json()) as { history: { action: string }[] };
      return history.filter((line) => line.action === "adopt").length;
    }),
  );
  console.log(
    `first start of 2 instances at once: ${adoptions.join(", ")} adopt line(s) for ${microFrontends.join(", ")}`,
  );

  // Steady load on both instances for the whole run.
  const seconds = cycles * 4 + 4;
  const loads: Promise<LoadRun>[] = edges.map((edge) =>
    load(`${edge.url}${page}`, { connections, headers: {}, until: { seconds } }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1500));

  const switchMs: number[] = [];
  const perInstance: number[][] = edges.map(() => []);
  for (let cycle = 0; cycle < cycles; cycle++) {
    await command(first.url, "promote", { mfe: "mfe-catalog", version: v2, why: "bench" });
    await Promise.all(edges.map((edge) => firstServed(edge.url, v2, performance.now())));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const sentAt = performance.now();
    const commandDone = command(first.url, "rollback", { mfe: "mfe-catalog", why: "bench" });
    const times = await Promise.all(edges.map((edge) => firstServed(edge.url, v1, sentAt)));
    await commandDone;
    times.forEach((time, index) => perInstance[index]?.push(time));
    switchMs.push(Math.max(...times));
    console.log(
      `cycle ${cycle + 1}/${cycles}: every instance on ${v1} after ${ms(Math.max(...times))} ms`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const runs = await Promise.all(loads);

  const summary = summarise(switchMs);
  const failed = runs.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0);
  const served = runs.reduce((sum, run) => sum + run.requests2xx, 0);
  printTable(
    `Rollback on 2 instances (PostgreSQL, LISTEN/NOTIFY) under load, ${cycles} cycles`,
    ["measure", "min", "median", "max"],
    [
      [
        "rollback command → old version on every instance (ms)",
        ms(summary.min),
        ms(summary.median),
        ms(summary.max),
      ],
      ...perInstance.map((samples, index) => {
        const one = summarise(samples);
        return [`  instance ${index + 1} (ms)`, ms(one.min), ms(one.median), ms(one.max)];
      }),
    ],
  );
  printTable(
    `Page load during the switches (${connections} connections per instance, ${seconds} s)`,
    ["instance", "req/s", "p50 ms", "p99 ms", "2xx", "failed"],
    runs.map((run, index) => [
      `instance ${index + 1}`,
      Math.round(run.requestsPerSecond),
      run.latencyP50Ms,
      run.latencyP99Ms,
      run.requests2xx,
      run.non2xx + run.errors + run.timeouts,
    ]),
  );
  console.log(`\nfailed requests during the switches: ${failed} of ${served + failed}`);
  await writeResult("rollback", {
    cycles,
    connections,
    switchMs: { samples: switchMs.map(ms), ...roundSummary(summary, ms) },
    perInstanceMs: perInstance.map((samples) => samples.map(ms)),
    load: runs,
    failedRequests: failed,
    adoptLinesPerSlice: Object.fromEntries(microFrontends.map((mfe, i) => [mfe, adoptions[i]])),
  });
} finally {
  for (const edge of edges) await edge.stop();
  await database.drop();
  await fs.rm(artefactDir, { recursive: true, force: true });
}
