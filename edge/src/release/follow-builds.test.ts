// Decision 0023: in development (`npm run dev`, `SHOP_RELEASE_FOLLOW_BUILDS=1`) the edge promotes
// each new build of a slice as soon as it sees it, so a rebuild shows on the next page; the
// registry stays the one source of what is live, and a rollback holds until the next build.
import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testCatalogueDatabase } from "../testing/test-catalogue.ts";
import { loadReleaseConfig } from "./release-config.ts";
import { bestsellerHeading, builtVersionFolder, deriveVersion } from "./testing/derived-version.ts";
import { adminHeaders, releaseTestEdge, temporaryArtefactDir } from "./testing/release-edge.ts";
import { scratchSliceDist } from "./testing/slice-dist.ts";

const artefactDir = temporaryArtefactDir();
const scratch = `${artefactDir}-scratch`;
const builds: { version: string; folder: string }[] = [];

type Edge = ReturnType<typeof releaseTestEdge>;

async function servedVersion(edge: Edge) {
  const html = await (await edge.app.request("/de/", { headers: { host: "localhost" } })).text();
  return /data-fragment="mfe-catalog\/recommendationSlider" data-version="([0-9a-f]{12})"/.exec(
    html,
  )?.[1];
}

/** Lets the edge's one-second look at `current.json` see a new build. */
const buildSeen = () => new Promise((resolve) => setTimeout(resolve, 1100));

beforeAll(async () => {
  const built = builtVersionFolder("mfe-catalog");
  builds.push(built);
  const heading = bestsellerHeading();
  for (const suffix of ["(dev 2)", "(dev 3)"]) {
    builds.push(
      await deriveVersion({
        from: built.folder,
        into: scratch,
        edit: (_, text) => text.replaceAll(heading, `${heading} ${suffix}`),
      }),
    );
  }
}, 120_000);

afterAll(async () => {
  await fs.rm(artefactDir, { recursive: true, force: true });
  await fs.rm(scratch, { recursive: true, force: true });
});

describe("following builds", () => {
  it("promotes each new build, keeps a rollback until the next build, and records it all", async () => {
    const [v1, v2, v3] = builds.map((build) => build.version);
    const [first, second, third] = builds.map((build) => build.folder);
    if (!first || !second || !third) throw new Error("three builds expected");
    const catalogue = await scratchSliceDist(`${scratch}/dist`, first);
    const edge = releaseTestEdge({
      db: await testCatalogueDatabase(),
      artefactDir,
      environment: `follow-${process.pid}`,
      release: { followBuilds: true },
      sliceDists: { "mfe-catalog": catalogue.dist },
    });
    try {
      expect(await servedVersion(edge)).toBe(v1);
      // A new build is seen only by asking for the live version: nothing is replayed meanwhile.
      expect(edge.release.store.generation()).toBeUndefined();

      await catalogue.build(second);
      await buildSeen();
      expect(await servedVersion(edge)).toBe(v2);

      const rollback = await edge.app.request("/api/release/rollback", {
        method: "POST",
        headers: { ...adminHeaders(), "content-type": "application/json" },
        body: JSON.stringify({ mfe: "mfe-catalog" }),
      });
      expect(rollback.status).toBe(200);
      await buildSeen();
      expect(await servedVersion(edge)).toBe(v1);

      await catalogue.build(third);
      await buildSeen();
      expect(await servedVersion(edge)).toBe(v3);

      const history = (await (
        await edge.app.request("/api/release/history/mfe-catalog", { headers: adminHeaders() })
      ).json()) as { history: { action: string; toVersion: string; actor: string }[] };
      expect(
        history.history.map(({ action, toVersion, actor }) => [action, toVersion, actor]),
      ).toEqual([
        ["promote", v3, "edge"],
        ["rollback", v1, "rita"],
        ["promote", v2, "edge"],
        ["adopt", v1, "edge"],
      ]);
    } finally {
      await edge.release.view.stop();
    }
  });
});

describe("the setting", () => {
  const load = (env: NodeJS.ProcessEnv) => loadReleaseConfig(env, "/repo").followBuilds;

  it("is on with npm run dev, off otherwise, and either way by SHOP_RELEASE_FOLLOW_BUILDS", () => {
    expect(load({})).toBe(false);
    expect(load({ SHOP_DEV: "1" })).toBe(true);
    expect(load({ SHOP_DEV: "1", SHOP_RELEASE_FOLLOW_BUILDS: "0" })).toBe(false);
    expect(load({ SHOP_RELEASE_FOLLOW_BUILDS: "1" })).toBe(true);
    expect(() => load({ SHOP_RELEASE_FOLLOW_BUILDS: "yes" })).toThrow(
      'SHOP_RELEASE_FOLLOW_BUILDS must be 0 or 1, got "yes"',
    );
  });
});
