// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RuntimeConfig } from "@shop/shared";

const shellVersion = "aaaaaaaaaaaa";
const catalogV1 = "111111111111";
const catalogV2 = "222222222222";

/** A page of the shell and one catalogue fragment, as the edge writes it. */
function page(): RuntimeConfig {
  document.body.innerHTML = `
    <script type="text/plain" src="/_mfe/shell/${shellVersion}/main.js"></script>
    <div id="fragment-0" data-fragment="mfe-catalog/productDetail" data-version="${catalogV1}"></div>`;
  return {
    shop: {} as RuntimeConfig["shop"],
    remotes: {
      "mfe-catalog": {
        federationName: "mfe_catalog",
        manifestUrl: "",
        entryUrl: "",
        version: catalogV1,
      },
    },
  };
}

/** An edge that answers the build poll: `live` is what it serves now. */
function buildEdge(live: { id: string; slices: Record<string, string> }) {
  const asked: { url: string; ifNoneMatch?: string }[] = [];
  const known = new Map<string, Record<string, string>>();
  const fetchImpl = vi.fn((url: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    asked.push({
      url,
      ...(headers.get("if-none-match") ? { ifNoneMatch: headers.get("if-none-match") ?? "" } : {}),
    });
    known.set(live.id, live.slices);
    if (url.startsWith("/builds/latest.json?t=")) {
      const etag = `"${live.id}"`;
      if (headers.get("if-none-match") === etag) {
        return Promise.resolve(new Response(null, { status: 304, headers: { etag } }));
      }
      return Promise.resolve(Response.json({ id: live.id, timestamp: 1 }, { headers: { etag } }));
    }
    const id = /^\/builds\/meta\/(\w+)\.json$/.exec(url)?.[1] ?? "";
    const slices = known.get(id);
    return Promise.resolve(
      slices ? Response.json({ id, slices }) : Response.json({ error: "unknown" }, { status: 404 }),
    );
  });
  return { asked, fetch: fetchImpl as unknown as typeof fetch };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("startVersionWatch", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    delete document.documentElement.dataset.newVersion;
  });
  afterEach(() => vi.useRealTimers());

  it("polls every interval with the last ETag; an unchanged build costs a 304 and changes nothing", async () => {
    const { startVersionWatch, fullLoadRequired } = await import("./version-watch.ts");
    const edge = buildEdge({ id: "b1", slices: { shell: shellVersion, "mfe-catalog": catalogV1 } });
    const stop = startVersionWatch(page(), { intervalMs: 1000, fetch: edge.fetch });
    expect(edge.asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(edge.asked.map((one) => one.url.replace(/\d+$/, "…"))).toEqual([
      "/builds/latest.json?t=…",
      "/builds/meta/b1.json",
      "/builds/latest.json?t=…",
    ]);
    expect(edge.asked[2]?.ifNoneMatch).toBe('"b1"');
    expect(fullLoadRequired()).toBe(false);
  });

  it("asks for a full load once a slice of the page has another live version", async () => {
    const { startVersionWatch, fullLoadRequired } = await import("./version-watch.ts");
    const live = { id: "b1", slices: { shell: shellVersion, "mfe-catalog": catalogV1 } };
    const edge = buildEdge(live);
    startVersionWatch(page(), { intervalMs: 1000, fetch: edge.fetch });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fullLoadRequired()).toBe(false);

    Object.assign(live, { id: "b2", slices: { ...live.slices, "mfe-catalog": catalogV2 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fullLoadRequired()).toBe(true);
    expect(document.documentElement.dataset.newVersion).toBe("true");
    // Nothing more to learn: the watch has stopped.
    const asked = edge.asked.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(edge.asked.length).toBe(asked);
  });

  it("ignores a new build that changes only slices this page has not loaded", async () => {
    const { startVersionWatch, fullLoadRequired } = await import("./version-watch.ts");
    const edge = buildEdge({
      id: "b3",
      slices: { shell: shellVersion, "mfe-catalog": catalogV1, "mfe-account": "333333333333" },
    });
    startVersionWatch(page(), { intervalMs: 1000, fetch: edge.fetch });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fullLoadRequired()).toBe(false);
  });

  it("counts every version of a slice this document loaded, not only the newest fragment's", async () => {
    const { startVersionWatch, fullLoadRequired } = await import("./version-watch.ts");
    const config = page();
    // A fragment swapped in by an in-place navigation, already of the new version.
    document.querySelector("#fragment-0")?.setAttribute("data-version", catalogV2);
    const edge = buildEdge({ id: "b2", slices: { shell: shellVersion, "mfe-catalog": catalogV2 } });
    startVersionWatch(config, { intervalMs: 1000, fetch: edge.fetch });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fullLoadRequired()).toBe(true);
  });

  it("stops while the tab is hidden and asks at once when it is visible again", async () => {
    const { startVersionWatch } = await import("./version-watch.ts");
    const edge = buildEdge({ id: "b1", slices: { shell: shellVersion, "mfe-catalog": catalogV1 } });
    let visibility: DocumentVisibilityState = "visible";
    vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
    startVersionWatch(page(), { intervalMs: 1000, fetch: edge.fetch });
    visibility = "hidden";
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.advanceTimersByTimeAsync(5000);
    expect(edge.asked).toEqual([]);

    visibility = "visible";
    document.dispatchEvent(new Event("visibilitychange"));
    await settle();
    expect(edge.asked[0]?.url).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
  });

  it("treats a build the edge cannot describe as new", async () => {
    const { startVersionWatch, fullLoadRequired } = await import("./version-watch.ts");
    const fetchImpl = vi.fn((input: string) =>
      Promise.resolve(
        input.startsWith("/builds/latest.json")
          ? Response.json({ id: "b9", timestamp: 1 })
          : Response.json({ error: "No build b9 is known here" }, { status: 404 }),
      ),
    );
    startVersionWatch(page(), { intervalMs: 1000, fetch: fetchImpl as unknown as typeof fetch });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fullLoadRequired()).toBe(true);
  });
});
