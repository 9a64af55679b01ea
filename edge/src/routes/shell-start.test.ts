import { describe, expect, it } from "vitest";
import { shellStart } from "../composition/shell-start.ts";
import { testEdge } from "../testing/edge-fixture.ts";

describe("the shell's start script", () => {
  it("is what every page's one script tag names, kept for a year at its own hash", async () => {
    const { app } = await testEdge();
    const page = await (await app.request("http://localhost/de/")).text();
    const tag = /<script defer src="([^"]+)" data-scripts="([^"]+)">/.exec(page);
    expect(tag?.[1]).toBe(shellStart.path);
    expect(tag?.[2]).toMatch(/^\/_mfe\/shell\/[0-9a-f]+\/main\.[0-9a-f]+\.js$/);
    // The fragments' scripts it preloads are named on the runtime config, at the end.
    const config =
      /<script type="application\/json" id="shop-runtime-config" data-preloads="([^"]+)">/;
    expect(config.exec(page)?.[1]).toContain("/_mfe/mfe-catalog/");

    const response = await app.request(`http://localhost${shellStart.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe(shellStart.source);
  });

  it("answers another edge version's address with this one's script, revalidated", async () => {
    const { app } = await testEdge();
    const other = await app.request("http://localhost/_edge/shell-start.000000000000.js");
    expect(other.status).toBe(200);
    expect(other.headers.get("cache-control")).toBe("public, no-cache");
    expect((await app.request("http://localhost/_edge/shell-start.js")).status).toBe(404);
  });
});
