// Issue 15, point 1: on a fresh shop, publishing (and rebuilding) never changes what shoppers see;
// promote does, and rollback returns to the version the shop started with. On both engines, with
// several edge instances starting at once on one registry.
import fs from "node:fs/promises";
import { microFrontends } from "@shop/shared";
import type { Database } from "@shop/shared/platform";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database.ts";
import { seedDemoShop } from "../db/demo-shop.ts";
import { temporaryPostgresDatabase } from "../db/test-databases.ts";
import { shopRegistry } from "../edge-sources.ts";
import { loadConfig } from "../config.ts";
import { migrations } from "../slices.ts";
import { testCatalogueDatabase, testCatalogueSize } from "../testing/test-catalogue.ts";
import { FolderArtefactBucket } from "./artefact-bucket.ts";
import { publishVersion } from "./publish.ts";
import {
  bestsellerHeading,
  builtVersionFolder,
  catalogueWithNewHeading,
} from "./testing/derived-version.ts";
import { adminHeaders, releaseTestEdge, temporaryArtefactDir } from "./testing/release-edge.ts";
import { scratchSliceDist } from "./testing/slice-dist.ts";

const artefactDir = temporaryArtefactDir();
const scratch = `${artefactDir}-scratch`;
const heading = bestsellerHeading();
const v2Heading = `${heading} – neu`;
let v1 = "";
let v2Folder = "";
let v2 = "";

type Edge = ReturnType<typeof releaseTestEdge>;

/** The catalogue version a home page was composed with, and whether it shows the new heading. */
async function homePage(edge: Edge) {
  const html = await (await edge.app.request("/de/", { headers: { host: "localhost" } })).text();
  const version =
    /data-fragment="mfe-catalog\/recommendationSlider" data-version="([0-9a-f]{12})"/.exec(
      html,
    )?.[1];
  return { version, newHeading: html.includes(v2Heading) };
}

async function post(edge: Edge, verb: string, body: unknown) {
  const response = await edge.app.request(`/api/release/${verb}`, {
    method: "POST",
    headers: { ...adminHeaders(), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

async function history(edge: Edge, mfe: string) {
  const response = await edge.app.request(`/api/release/history/${mfe}?shop=`, {
    headers: adminHeaders(),
  });
  const answer = (await response.json()) as {
    history: { action: string; fromVersion: string | null; toVersion: string | null }[];
  };
  return answer.history.map(({ action, fromVersion, toVersion }) => ({
    action,
    fromVersion,
    toVersion,
  }));
}

/** Every instance's view of the registry, reloaded, then the version each serves. */
async function servedEverywhere(edges: readonly Edge[]) {
  await Promise.all(edges.map((edge) => edge.release.view.reload()));
  return Promise.all(edges.map(async (edge) => (await homePage(edge)).version));
}

beforeAll(async () => {
  const { built, derived } = await catalogueWithNewHeading(scratch, v2Heading);
  v1 = built.version;
  v2 = derived.version;
  v2Folder = derived.folder;
}, 120_000);

afterAll(async () => {
  await fs.rm(artefactDir, { recursive: true, force: true });
  await fs.rm(scratch, { recursive: true, force: true });
});

/** Opens `instances` connections to one fresh, seeded database of an engine. */
async function freshDatabase(
  kind: "pglite" | "postgres",
  instances: number,
): Promise<{ dbs: Database[]; close(): Promise<void> }> {
  if (kind === "pglite") {
    // One process holds a PGlite database: the instances share it (and its NOTIFY).
    const db = await testCatalogueDatabase();
    return { dbs: Array.from({ length: instances }, () => db), close: () => Promise.resolve() };
  }
  const database = await temporaryPostgresDatabase("shop_release_fresh");
  const handles: DatabaseHandle[] = [];
  for (let instance = 0; instance < instances; instance++) {
    const handle = await openDatabase({ url: database.url, migrations });
    if (instance === 0) {
      await handle.migrate();
      await seedDemoShop(handle.db, {
        products: testCatalogueSize,
        seed: 1,
        shops: shopRegistry(loadConfig({})).shops,
      });
    }
    handles.push(handle);
  }
  return {
    dbs: handles.map((handle) => handle.db),
    close: async () => {
      for (const handle of handles) await handle.close();
      await database.drop();
    },
  };
}

describe.each(["pglite", "postgres"] as const)("a fresh shop on %s", (kind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let edges: Edge[] = [];
  let catalogue: Awaited<ReturnType<typeof scratchSliceDist>>;
  const bucket = new FolderArtefactBucket(`${artefactDir}/${kind}`);

  beforeAll(async () => {
    database = await freshDatabase(kind, 3);
    catalogue = await scratchSliceDist(
      `${scratch}/${kind}-dist`,
      builtVersionFolder("mfe-catalog").folder,
    );
    edges = database.dbs.map((db) =>
      releaseTestEdge({
        db,
        artefactDir: `${artefactDir}/${kind}`,
        environment: `fresh-${kind}-${process.pid}`,
        sliceDists: { "mfe-catalog": catalogue.dist },
      }),
    );
  }, 180_000);

  afterAll(async () => {
    for (const edge of edges) await edge.release.view.stop();
    await database.close();
  });

  it("records what it serves once, however many instances start at once", async () => {
    const first = await Promise.all(edges.map((edge) => homePage(edge)));
    expect(first.map((page) => page.version)).toEqual([v1, v1, v1]);
    for (const mfe of microFrontends) {
      const lines = await history(edges[0]!, mfe);
      expect(lines, mfe).toHaveLength(1);
      expect(lines[0]).toMatchObject({ action: "adopt", fromVersion: null });
    }
    expect(await history(edges[0]!, "mfe-catalog")).toEqual([
      { action: "adopt", fromVersion: null, toVersion: v1 },
    ]);
  });

  it("publishing a rebuilt slice changes nothing; promote does; rollback returns to the first version", async () => {
    const [edge] = edges;
    if (!edge) throw new Error("no edge");
    await homePage(edge);
    // What `npm run release -- publish mfe-catalog` does: the slice is rebuilt (its `current.json`
    // names the new version) and the version is stored. The edge rereads builds every second.
    await catalogue.build(v2Folder);
    await publishVersion(bucket, "mfe-catalog", v2Folder);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await servedEverywhere(edges)).toEqual([v1, v1, v1]);
    expect((await homePage(edge)).newHeading).toBe(false);

    const promoted = await post(edge, "promote", { mfe: "mfe-catalog", version: v2 });
    expect(promoted.status, promoted.body.error).toBe(200);
    expect(await servedEverywhere(edges)).toEqual([v2, v2, v2]);
    expect((await homePage(edge)).newHeading).toBe(true);

    const rolledBack = await post(edge, "rollback", { mfe: "mfe-catalog", why: "label" });
    expect(rolledBack.status, rolledBack.body.error).toBe(200);
    expect(await servedEverywhere(edges)).toEqual([v1, v1, v1]);
    expect((await homePage(edge)).newHeading).toBe(false);

    expect(await history(edge, "mfe-catalog")).toEqual([
      { action: "rollback", fromVersion: v2, toVersion: v1 },
      { action: "promote", fromVersion: v1, toVersion: v2 },
      { action: "adopt", fromVersion: null, toVersion: v1 },
    ]);
  });

  it("an instance started after a new build serves the registry's version, not its build", async () => {
    // The slice's folder now names v2 (built above), while the registry has v1 live.
    const late = releaseTestEdge({
      db: database.dbs[0]!,
      artefactDir: `${artefactDir}/${kind}`,
      environment: `fresh-${kind}-${process.pid}`,
      sliceDists: { "mfe-catalog": catalogue.dist },
    });
    try {
      expect((await homePage(late)).version).toBe(v1);
      expect((await history(late, "mfe-catalog")).map((line) => line.action)).toEqual([
        "rollback",
        "promote",
        "adopt",
      ]);
    } finally {
      await late.release.view.stop();
    }
  });
});

describe("an instance without a build of the slice", () => {
  it("serves the registry's version from the artefact store", async () => {
    const environment = `no-build-${process.pid}`;
    const bucketDir = `${artefactDir}/no-build`;
    await publishVersion(new FolderArtefactBucket(bucketDir), "mfe-catalog", v2Folder);
    const db = await testCatalogueDatabase();
    const builder = releaseTestEdge({ db, artefactDir: bucketDir, environment });
    const bare = releaseTestEdge({
      db,
      artefactDir: bucketDir,
      environment,
      sliceDists: { "mfe-catalog": `${scratch}/no-build-dist` },
    });
    try {
      expect((await homePage(builder)).version).toBe(v1);
      expect((await post(builder, "promote", { mfe: "mfe-catalog", version: v2 })).status).toBe(
        200,
      );
      expect((await homePage(bare)).version).toBe(v2);
    } finally {
      await builder.release.view.stop();
      await bare.release.view.stop();
    }
  });
});
