import fs from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testCatalogueDatabase } from "../testing/test-catalogue.ts";
import { FolderArtefactBucket } from "../release/artefact-bucket.ts";
import { publishVersion } from "../release/publish.ts";
import { builtVersionFolder, deriveVersion } from "../release/testing/derived-version.ts";
import {
  adminHeaders,
  catalogueReleaseEdge,
  temporaryArtefactDir,
} from "../release/testing/release-edge.ts";
import type { BuildMeta } from "./builds.ts";

const artefactDir = temporaryArtefactDir();
let v1 = "";
let v2 = "";

async function edge() {
  return catalogueReleaseEdge("builds", { artefactDir });
}

type App = Awaited<ReturnType<typeof edge>>["app"];

async function release(app: App, verb: string, body: unknown): Promise<void> {
  const response = await app.request(`/api/release/${verb}`, {
    method: "POST",
    headers: { ...adminHeaders(), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBe(200);
}

async function latest(app: App, headers: Record<string, string> = {}) {
  const response = await app.request(`/builds/latest.json?t=${Date.now()}`, {
    headers: { host: "localhost", ...headers },
  });
  const body = response.status === 200 ? ((await response.json()) as BuildMeta) : undefined;
  return { response, id: body?.id ?? "", body };
}

beforeAll(async () => {
  await testCatalogueDatabase();
  const built = builtVersionFolder("mfe-catalog");
  v1 = built.version;
  v2 = (
    await deriveVersion({
      from: built.folder,
      into: `${artefactDir}-scratch`,
      edit: (file, text) => (file.endsWith(".js") ? `${text}\n// builds test\n` : text),
    })
  ).version;
  const bucket = new FolderArtefactBucket(artefactDir);
  await publishVersion(bucket, "mfe-catalog", built.folder);
  await publishVersion(bucket, "mfe-catalog", `${artefactDir}-scratch/${v2}`);
}, 180_000);

afterAll(async () => {
  await fs.rm(artefactDir, { recursive: true, force: true });
  await fs.rm(`${artefactDir}-scratch`, { recursive: true, force: true });
});

describe("GET /builds/latest.json", () => {
  it("names a new build after a promotion and the first one again after the rollback", async () => {
    const { app } = await edge();
    const first = await latest(app);
    expect(first.response.status).toBe(200);
    expect(first.id).toMatch(/^[0-9a-f]{16}$/);
    expect(first.response.headers.get("etag")).toBe(`"${first.id}"`);
    expect(first.response.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.body?.timestamp).toBeGreaterThan(0);

    await release(app, "promote", { mfe: "mfe-catalog", version: v2 });
    const promoted = await latest(app);
    expect(promoted.id).not.toBe(first.id);

    await release(app, "rollback", { mfe: "mfe-catalog" });
    expect((await latest(app)).id).toBe(first.id);
  });

  it("answers a poll with the current ETag with 304 and no body, and a new ETag with 200", async () => {
    const { app } = await edge();
    const { id } = await latest(app);
    const unchanged = await latest(app, { "if-none-match": `"${id}"` });
    expect(unchanged.response.status).toBe(304);
    expect(await unchanged.response.text()).toBe("");
    expect(unchanged.response.headers.get("etag")).toBe(`"${id}"`);

    await release(app, "promote", { mfe: "mfe-catalog", version: v2 });
    const changed = await latest(app, { "if-none-match": `"${id}"` });
    expect(changed.response.status).toBe(200);
    expect(changed.id).not.toBe(id);
  });

  it("gives the two cohorts of a running canary different builds, each the same on every poll", async () => {
    const { app } = await edge();
    await release(app, "promote", { mfe: "mfe-catalog", version: v2, canary: 50 });
    const ids = new Set<string>();
    for (let visitor = 0; visitor < 16; visitor++) {
      const cookie = `edge_release_key=visitor-key-${visitor}-abcdefgh`;
      const polls = new Set([
        (await latest(app, { cookie })).id,
        (await latest(app, { cookie })).id,
      ]);
      expect(polls.size).toBe(1);
      ids.add([...polls][0] ?? "");
    }
    expect(ids.size).toBe(2);
  });

  it("refuses a timestamp that is not a number", async () => {
    const { app } = await edge();
    const response = await app.request("/builds/latest.json?t=yesterday", {
      headers: { host: "localhost" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "t must be a timestamp in milliseconds" });
  });
});

describe("GET /builds/meta/{id}.json", () => {
  it("lists each page's slices in the build's versions, cached for good", async () => {
    const { app } = await edge();
    const before = await latest(app);
    await release(app, "promote", { mfe: "mfe-catalog", version: v2 });
    const after = await latest(app);

    const meta = await app.request(`/builds/meta/${after.id}.json`, {
      headers: { host: "localhost" },
    });
    expect(meta.status).toBe(200);
    expect(meta.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = (await meta.json()) as BuildMeta;
    expect(body.id).toBe(after.id);
    expect(body.slices["mfe-catalog"]).toBe(v2);
    expect(body.routes.product?.["mfe-catalog"]).toBe(v2);
    expect(Object.keys(body.routes.basket ?? {}).sort()).toEqual(
      ["mfe-account", "mfe-basket", "mfe-catalog", "mfe-cms", "mfe-consent", "shell"].sort(),
    );
    expect(Object.keys(body.routes.checkout ?? {})).not.toContain("mfe-catalog");

    // The build before the promotion is still known: an open tab may ask for it.
    const old = (await (
      await app.request(`/builds/meta/${before.id}.json`, { headers: { host: "localhost" } })
    ).json()) as BuildMeta;
    expect(old.slices["mfe-catalog"]).toBe(v1);
  });

  it("answers an unknown or malformed id with 404 and a message", async () => {
    const { app } = await edge();
    const unknown = await app.request("/builds/meta/0123456789abcdef.json", {
      headers: { host: "localhost" },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "No build 0123456789abcdef is known here" });
    for (const bad of ["latest.json", "0123456789ABCDEF.json", "0123456789abcdef", "x.json"]) {
      const response = await app.request(`/builds/meta/${bad}`, {
        headers: { host: "localhost" },
      });
      expect(response.status, bad).toBe(404);
      expect(((await response.json()) as { error: string }).error).toMatch(/16 hexadecimal/);
    }
  });
});
