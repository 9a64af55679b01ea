import fs from "node:fs/promises";
import { serializeEnvelope } from "@shop/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openDatabase, type DatabaseHandle } from "../db/database.ts";
import { temporaryPostgresDatabase } from "../db/test-databases.ts";
import { embeddedDsn } from "../monitoring/monitoring-config.ts";
import { migrations } from "../slices.ts";
import { FolderArtefactBucket } from "./artefact-bucket.ts";
import { canaryActor } from "./canary-watch.ts";
import { publishVersion } from "./publish.ts";
import type { HistoryEntry } from "./release-types.ts";
import { bestsellerHeading, builtVersionFolder, deriveVersion } from "./testing/derived-version.ts";
import { adminHeaders, releaseTestEdge, temporaryArtefactDir } from "./testing/release-edge.ts";

const artefactDir = temporaryArtefactDir();
let database: Awaited<ReturnType<typeof temporaryPostgresDatabase>>;
const handles: DatabaseHandle[] = [];
const edges: ReturnType<typeof releaseTestEdge>[] = [];
let live = "";
let failing = "";
let healthy = "";

/** The catalogue version a page was composed with. */
async function pageView(edge: ReturnType<typeof releaseTestEdge>): Promise<string | undefined> {
  const html = await (await edge.app.request("/de/", { headers: { host: "localhost" } })).text();
  return /data-fragment="mfe-catalog\/recommendationSlider" data-version="([0-9a-f]{12})"/.exec(
    html,
  )?.[1];
}

/** What the shell's error client sends when a fragment of `version` throws in the browser. */
async function browserError(edge: ReturnType<typeof releaseTestEdge>, version: string) {
  const event = {
    level: "error",
    tags: { slice: "mfe-catalog", slice_version: version, page_type: "home" },
    exception: { values: [{ type: "TypeError", value: "price is undefined" }] },
  };
  const response = await edge.app.request("/api/monitoring/envelope", {
    method: "POST",
    headers: { host: "localhost", "content-type": "application/x-sentry-envelope" },
    body: serializeEnvelope({ dsn: embeddedDsn }, [{ type: "event", payload: event }]),
  });
  expect(response.status).toBe(200);
}

async function command(body: Record<string, unknown>) {
  const [first] = edges;
  const response = await first!.app.request("/api/release/promote", {
    method: "POST",
    headers: { ...adminHeaders(), "content-type": "application/json" },
    body: JSON.stringify({ mfe: "mfe-catalog", ...body }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function history(): Promise<HistoryEntry[]> {
  const response = await edges[0]!.app.request("/api/release/history/mfe-catalog", {
    headers: adminHeaders(),
  });
  return ((await response.json()) as { history: HistoryEntry[] }).history;
}

/** Polls until `done` holds, up to `ms`. */
async function until(done: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const startedAt = performance.now();
  while (!(await done())) {
    if (performance.now() - startedAt > ms) throw new Error(`${what} not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  database = await temporaryPostgresDatabase("shop_canary");
  const built = builtVersionFolder("mfe-catalog");
  live = built.version;
  const heading = bestsellerHeading();
  const derive = (suffix: string) =>
    deriveVersion({
      from: built.folder,
      into: `${artefactDir}-scratch-${suffix}`,
      edit: (_, text) => text.replaceAll(heading, `${heading} (${suffix})`),
    });
  const failingVersion = await derive("failing");
  failing = failingVersion.version;
  const healthyVersion = await derive("healthy");
  healthy = healthyVersion.version;
  const bucket = new FolderArtefactBucket(artefactDir);
  await publishVersion(bucket, "mfe-catalog", built.folder);
  await publishVersion(bucket, "mfe-catalog", failingVersion.folder);
  await publishVersion(bucket, "mfe-catalog", healthyVersion.folder);
  const base = loadConfig({});
  for (let instance = 0; instance < 2; instance++) {
    const handle = await openDatabase({ url: database.url, migrations });
    if (instance === 0) await handle.migrate();
    handles.push(handle);
    const edge = releaseTestEdge({
      db: handle.db,
      artefactDir,
      environment: "production",
      config: {
        monitoring: {
          ...base.monitoring,
          perClient: { burst: 1000, perSecond: 100 },
          canary: { margin: 0.1, minPageViews: 10 },
          canaryCheckMs: 200,
        },
      },
    });
    await edge.release.view.start();
    edge.canaries.start();
    edges.push(edge);
  }
}, 120_000);

afterAll(async () => {
  for (const edge of edges) {
    await edge.canaries.stop();
    await edge.monitoring.health.stop();
    await edge.release.view.stop();
  }
  for (const handle of handles) await handle.close();
  await database.drop();
  await fs.rm(artefactDir, { recursive: true, force: true });
  for (const suffix of ["failing", "healthy"]) {
    await fs.rm(`${artefactDir}-scratch-${suffix}`, { recursive: true, force: true });
  }
});

describe("canary analysis on two edge instances", () => {
  it("rolls back a 50 % canary whose pages fail, on both instances, saying why", async () => {
    expect(await pageView(edges[0]!)).toBe(live);
    await command({ version: failing, canary: 50 });
    // Every page of the canary counts towards the analysis' minimum, the first ones too.
    let canaryViews = 0;
    await until(
      async () => {
        const versions = await Promise.all(edges.map(pageView));
        canaryViews += versions.filter((version) => version === failing).length;
        return canaryViews > 0;
      },
      5000,
      "the canary served",
    );
    // Shoppers on both instances; every page of the canary reports a browser error.
    await until(
      async () => {
        for (const edge of edges) {
          const version = await pageView(edge);
          if (version === failing) {
            canaryViews += 1;
            await browserError(edge, failing);
          }
        }
        const [latest] = await history();
        return latest?.action === "rollback" && latest.actor === canaryActor;
      },
      30_000,
      "the automatic rollback",
    );
    expect(canaryViews).toBeGreaterThanOrEqual(10);
    const [rollback] = await history();
    expect(rollback).toMatchObject({ action: "rollback", actor: canaryActor, toVersion: live });
    expect(rollback?.why).toMatch(
      new RegExp(
        `^error rate above the live version's \\(canary ${failing}: \\d+ failures in \\d+ page views`,
      ),
    );
    await until(
      async () => (await Promise.all(edges.map(pageView))).every((version) => version === live),
      5000,
      "every instance back on the live version",
    );
  }, 90_000);

  it("keeps a healthy canary and promotes it once its agreed time has passed", async () => {
    await command({ version: healthy, canary: 50, autoPromote: "2s" });
    await until(
      async () => {
        await Promise.all(edges.map(pageView));
        const [latest] = await history();
        return latest?.action === "promote";
      },
      30_000,
      "the automatic promotion",
    );
    const [promotion] = await history();
    expect(promotion).toMatchObject({ actor: canaryActor, fromVersion: live, toVersion: healthy });
    expect(promotion?.why).toMatch(/^healthy for the agreed time \(canary /);
    expect(
      (await history()).some(
        (entry) => entry.action === "rollback" && entry.canaryVersion === healthy,
      ),
    ).toBe(false);
    await until(
      async () => (await Promise.all(edges.map(pageView))).every((version) => version === healthy),
      5000,
      "every instance on the promoted version",
    );
  }, 90_000);
});
