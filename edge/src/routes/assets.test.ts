import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testEdge } from "../testing/edge-fixture.ts";

const catalogDist = path.resolve(import.meta.dirname, "..", "..", "..", "mfe-catalog", "dist");
const { version } = JSON.parse(readFileSync(path.join(catalogDist, "current.json"), "utf8")) as {
  version: string;
};
const base = `/_mfe/mfe-catalog/${version}`;

describe("slice assets", () => {
  it("serves the manifest for revalidation on every load, with an ETag", async () => {
    const { app } = await testEdge();
    const response = await app.request(`${base}/mf-manifest.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    const manifest = (await response.json()) as { name: string };
    expect(manifest.name).toBe("mfe_catalog");

    const etag = response.headers.get("etag") ?? "";
    const again = await app.request(`${base}/mf-manifest.json`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("serves content-hashed files as immutable for a year, precompressed when accepted", async () => {
    const { app } = await testEdge();
    const response = await app.request(`${base}/remoteEntry.js`, {
      headers: { "accept-encoding": "br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  });

  it("answers 404 for unknown slices, versions, files and paths outside the build", async () => {
    const { app } = await testEdge();
    for (const url of [
      `/_mfe/mfe-unknown/${version}/remoteEntry.js`,
      "/_mfe/mfe-catalog/000000000000/remoteEntry.js",
      "/_mfe/mfe-catalog/latest/remoteEntry.js",
      `${base}/nothing-here.js`,
      `${base}/%2e%2e/server/renderer.js`,
    ]) {
      expect((await app.request(url)).status, url).toBe(404);
    }
    // An encoded dot segment is refused before any route reads it (decision 0029).
    expect((await app.request(`${base}/..%2F..%2Fbuild.json`)).status).toBe(400);
  });
});

describe("GET /healthz", () => {
  it("is 200 with the live version of every slice", async () => {
    const { app } = await testEdge();
    const response = await app.request("/healthz");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { status: string; slices: Record<string, string> };
    expect(body.status).toBe("ok");
    expect(body.slices["mfe-catalog"]).toBe(version);
    expect(Object.keys(body.slices)).toHaveLength(6);
  });
});
