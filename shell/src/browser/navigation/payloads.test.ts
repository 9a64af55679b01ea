import { describe, expect, it } from "vitest";
import type { PageAnswerPayload } from "@shop/shared";
import { PayloadStore, prefetchLifetimeMs, routePreloadLimit } from "./payloads.ts";
import { prefetchAllowed } from "./connection.ts";

/** A payload loader the test answers by hand, recording what it was asked for. */
function manualLoader() {
  const asked: string[] = [];
  const answers: ((payload: PageAnswerPayload) => void)[] = [];
  const load = (url: string) => {
    asked.push(url);
    return new Promise<PageAnswerPayload>((resolve) => answers.push(resolve));
  };
  return { asked, answers, load };
}

const fullLoad: PageAnswerPayload = { kind: "fullLoad" };

describe("the payload store", () => {
  it("runs at most four route preloads at once and starts the next as one ends", async () => {
    const loader = manualLoader();
    const store = new PayloadStore(loader.load);
    for (let page = 1; page <= 6; page += 1) void store.prefetch(`/de/${page}/_payload.json`);
    expect(routePreloadLimit).toBe(4);
    expect(loader.asked).toEqual([1, 2, 3, 4].map((page) => `/de/${page}/_payload.json`));
    loader.answers[0]?.(fullLoad);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.asked).toHaveLength(5);
  });

  it("answers a prefetch that waited in line once its payload has loaded", async () => {
    const loader = manualLoader();
    const store = new PayloadStore(loader.load);
    for (let page = 1; page <= 4; page += 1) void store.prefetch(`/de/${page}/_payload.json`);
    const queued = store.prefetch("/de/5/_payload.json");
    expect(queued).toBeDefined();
    loader.answers[0]?.(fullLoad);
    await new Promise((resolve) => setTimeout(resolve, 0));
    loader.answers[4]?.(fullLoad);
    expect(await queued).toEqual(fullLoad);
  });

  it("asks for a page once, and a navigation takes the prefetched payload", async () => {
    const loader = manualLoader();
    const store = new PayloadStore(loader.load);
    void store.prefetch("/de/a/_payload.json");
    void store.prefetch("/de/a/_payload.json");
    const taken = store.take("/de/a/_payload.json");
    loader.answers[0]?.(fullLoad);
    expect(await taken).toEqual(fullLoad);
    expect(loader.asked).toEqual(["/de/a/_payload.json"]);
    // Used once: the next navigation asks again.
    void store.take("/de/a/_payload.json");
    expect(loader.asked).toHaveLength(2);
  });

  it("asks again once a prefetched payload is older than its lifetime, or after a clear", () => {
    const loader = manualLoader();
    let now = 0;
    const store = new PayloadStore(loader.load, () => now);
    void store.prefetch("/de/a/_payload.json");
    now = prefetchLifetimeMs;
    void store.take("/de/a/_payload.json");
    expect(loader.asked).toHaveLength(2);
    void store.prefetch("/de/b/_payload.json");
    store.clear();
    void store.take("/de/b/_payload.json");
    expect(loader.asked).toEqual([
      "/de/a/_payload.json",
      "/de/a/_payload.json",
      "/de/b/_payload.json",
      "/de/b/_payload.json",
    ]);
  });
});

describe("prefetching on this connection", () => {
  it("is skipped with Save-Data and on slow connections, allowed otherwise", () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: "4g" })).toBe(false);
    for (const effectiveType of ["slow-2g", "2g", "3g"]) {
      expect(prefetchAllowed({ effectiveType })).toBe(false);
    }
    expect(prefetchAllowed({ saveData: false, effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});
