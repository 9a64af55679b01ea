// Memory over many releases (issue 15, point 5): one edge on PostgreSQL under light page load
// while one slice goes through publish → promote → rollback cycles, each with a new version.
// Prints the edge's resident memory (and its thread count: renderer workers show there) at the
// start, after every 10 cycles, at the end, and once the renderer grace period has passed, and
// the growth (goal: under 50 MB). The edge runs with `MALLOC_ARENA_MAX=2` as decision 0028 asks
// (`BENCH_MALLOC_ARENA_MAX=default` for glibc's default, or another number). Needs built slices
// and the local PostgreSQL. Prints figures; asserts nothing.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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
import { envNumber } from "./lib/paths.ts";
import { ms, printTable, writeResult } from "./lib/report.ts";

const cycles = envNumber("BENCH_MEMORY_CYCLES", 50);
const connections = envNumber("BENCH_CONNECTIONS", 2);
const graceMs = envNumber("SHOP_RENDERER_GRACE_MS", 60_000);
const token = "bench-release-admin-token-0123";
const page = "/de/";
const arenaMax = process.env.BENCH_MALLOC_ARENA_MAX ?? "2";

interface Sample {
  readonly at: string;
  readonly cycle: number;
  readonly rssMb: number;
  readonly threads: number;
}

/** One reading of the edge's resident memory (MB) and thread count, from /proc (Linux). */
async function reading(pid: number): Promise<{ rssMb: number; threads: number }> {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1]);
  return { rssMb: field("VmRSS") / 1024, threads: field("Threads") };
}

/**
 * The median of five readings half a second apart: the main heap alone swings by tens of MB
 * between collections, so a single reading says more about the GC than about releases.
 */
async function sample(pid: number, at: string, cycle: number): Promise<Sample> {
  const readings: { rssMb: number; threads: number }[] = [];
  for (let index = 0; index < 5; index += 1) {
    if (index > 0) await new Promise((resolve) => setTimeout(resolve, 500));
    readings.push(await reading(pid));
  }
  const rss = readings.map((one) => one.rssMb).sort((a, b) => a - b);
  const result = {
    at,
    cycle,
    rssMb: Math.round((rss[2] ?? 0) * 10) / 10,
    threads: readings.at(-1)?.threads ?? 0,
  };
  console.log(`${at}: ${result.rssMb} MB resident, ${result.threads} threads`);
  return result;
}

/**
 * Load alone grows a fresh edge for a minute or more (heap, compiled code): waits at least 60 s,
 * then until the last three samples, 5 s apart, stay within 3 MB (at most 3 min).
 */
async function settle(pid: number): Promise<number> {
  const started = performance.now();
  const recent: number[] = [];
  for (;;) {
    recent.push((await sample(pid, "warming up", 0)).rssMb);
    if (recent.length > 3) recent.shift();
    const elapsed = performance.now() - started;
    const steady =
      recent.length === 3 && Math.max(...recent) - Math.min(...recent) < 3 && elapsed > 60_000;
    if (steady || elapsed > 180_000) return elapsed;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** The catalogue version a page was composed with. */
async function servedVersion(base: string): Promise<string | undefined> {
  const html = await (await fetch(`${base}${page}`)).text();
  return /data-fragment="mfe-catalog\/recommendationSlider" data-version="([0-9a-f]{12})"/.exec(
    html,
  )?.[1];
}

async function untilServed(base: string, version: string): Promise<void> {
  const started = performance.now();
  while ((await servedVersion(base)) !== version) {
    if (performance.now() - started > 30_000) throw new Error(`never served ${version}`);
  }
}

async function command(
  base: string,
  verb: string,
  body: unknown,
  { alreadyOk = false }: { alreadyOk?: boolean } = {},
): Promise<void> {
  const response = await fetch(`${base}/api/release/${verb}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (alreadyOk && response.status === 409) return;
  if (!response.ok) {
    throw new Error(`${verb} answered ${response.status}: ${await response.text()}`);
  }
}

/** Light load: `connections` loops of sequential GETs until `stop` is set. */
function lightLoad(urls: readonly string[]) {
  const counts = { ok: 0, failed: 0, firstError: undefined as string | undefined };
  let stopped = false;
  const loops = Array.from({ length: connections }, async (_, loop) => {
    for (let index = loop; !stopped; index += 1) {
      try {
        const response = await fetch(urls[index % urls.length] as string);
        await response.arrayBuffer();
        if (response.ok) counts.ok += 1;
        else {
          counts.failed += 1;
          counts.firstError ??= `${response.status} ${response.url}`;
        }
      } catch (error) {
        counts.failed += 1;
        counts.firstError ??= String(error);
      }
    }
  });
  return {
    counts,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

const database = await temporaryPostgresDatabase("shop_bench_release_memory");
const artefactDir = await fs.mkdtemp(path.join(os.tmpdir(), "shop-bench-memory-"));
let edge: Awaited<ReturnType<typeof startEdge>> | undefined;
try {
  await seedPostgres(database.url, 300);

  // Every cycle's version made and published up front: the edge is measured, not the copying.
  const built = builtVersionFolder("mfe-catalog");
  const heading = bestsellerHeading();
  const bucket = new FolderArtefactBucket(path.join(artefactDir, "store"));
  await publishVersion(bucket, "mfe-catalog", built.folder);
  const versions: string[] = [];
  for (let cycle = 1; cycle <= cycles; cycle += 1) {
    const derived = await deriveVersion({
      from: built.folder,
      into: path.join(artefactDir, "scratch"),
      edit: (_, text) => text.replaceAll(heading, `${heading} (${cycle})`),
    });
    versions.push(derived.version);
  }

  edge = await startEdge({
    DATABASE_URL: database.url,
    SHOP_ARTEFACT_DIR: path.join(artefactDir, "store"),
    SHOP_ADMIN_TOKEN: token,
    SHOP_RELEASE_ENVIRONMENT: "bench",
    // Production behaviour: only the registry changes what is live.
    SHOP_RELEASE_FOLLOW_BUILDS: "0",
    MALLOC_ARENA_MAX: arenaMax === "default" ? undefined : arenaMax,
  });
  const base = edge.url;
  // The built version live through the registry first, so every rollback has it to return to
  // (a registry that already records it as live answers 409).
  await command(
    base,
    "promote",
    { mfe: "mfe-catalog", version: built.version, why: "bench" },
    { alreadyOk: true },
  );
  const load = lightLoad([`${base}${page}`, `${base}/de/suche/?q=tisch`]);
  // Warm-up under load until resident memory settles (a fresh process grows for a while under
  // load alone: heap, compiled code), so the start figure is the edge at work, not just started.
  const warmUpMs = await settle(edge.pid);
  const samples: Sample[] = [await sample(edge.pid, "start", 0)];
  const startedAt = performance.now();

  for (let cycle = 1; cycle <= cycles; cycle += 1) {
    const version = versions[cycle - 1] as string;
    await publishVersion(bucket, "mfe-catalog", path.join(artefactDir, "scratch", version));
    await command(base, "promote", { mfe: "mfe-catalog", version, why: "bench" });
    await untilServed(base, version);
    await command(base, "rollback", { mfe: "mfe-catalog", why: "bench" });
    await untilServed(base, built.version);
    if (cycle % 10 === 0) samples.push(await sample(edge.pid, `after ${cycle} cycles`, cycle));
  }
  const cyclesMs = performance.now() - startedAt;
  if (cycles % 10 !== 0) samples.push(await sample(edge.pid, "end", cycles));
  // Retired versions' workers end one grace period (and a sweep) after their last use.
  await new Promise((resolve) =>
    setTimeout(resolve, graceMs + Math.min(graceMs / 2, 10_000) + 2_000),
  );
  samples.push(await sample(edge.pid, `end + grace (${ms(graceMs / 1000)} s)`, cycles));
  await load.stop();

  const start = samples[0] as Sample;
  const rows = samples.map((one) => [
    one.at,
    one.rssMb,
    Math.round((one.rssMb - start.rssMb) * 10) / 10,
    one.threads,
  ]);
  printTable(
    `Edge resident memory over ${cycles} publish/promote/rollback cycles of mfe-catalog ` +
      `(${connections} loops of page load, MALLOC_ARENA_MAX ${arenaMax})`,
    ["when", "RSS MB", "growth MB", "threads"],
    rows,
  );
  const afterCycles = samples.findLast((one) => one.cycle === cycles && !one.at.includes("grace"));
  const settled = samples.at(-1) as Sample;
  const growthMb = Math.round((settled.rssMb - start.rssMb) * 10) / 10;
  console.log(
    `\ngrowth after ${cycles} cycles: ${afterCycles ? Math.round((afterCycles.rssMb - start.rssMb) * 10) / 10 : "?"} MB; ` +
      `once the grace period passed: ${growthMb} MB (goal under 50 MB)`,
  );
  console.log(
    `warm-up ${ms(warmUpMs / 1000)} s; cycles took ${ms(cyclesMs / 1000)} s; pages served ${load.counts.ok}, failed ${load.counts.failed}` +
      (load.counts.firstError ? ` (first: ${load.counts.firstError})` : ""),
  );
  await writeResult("release-memory", {
    cycles,
    connections,
    graceMs,
    mallocArenaMax: arenaMax,
    warmUpSeconds: ms(warmUpMs / 1000),
    samples,
    growthMb,
    cyclesSeconds: ms(cyclesMs / 1000),
    pages: load.counts,
  });
} finally {
  await edge?.stop();
  await database.drop();
  await fs.rm(artefactDir, { recursive: true, force: true });
}
