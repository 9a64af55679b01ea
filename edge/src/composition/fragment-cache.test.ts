import { describe, expect, it } from "vitest";
import { FragmentCache } from "./fragment-cache.ts";

/** A cache on a clock the test moves by hand. */
function cacheWithClock(freshMs: number, staleMs: number) {
  let now = 0;
  const cache = new FragmentCache<string>({ freshMs, staleMs, maxEntries: 10, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe("FragmentCache", () => {
  it("serves a fresh entry without rendering again", async () => {
    const { cache, advance } = cacheWithClock(100, 100);
    let renders = 0;
    const render = () => Promise.resolve(`v${++renders}`);
    expect(await cache.get("k", render)).toBe("v1");
    advance(50);
    expect(await cache.get("k", render)).toBe("v1");
    expect(renders).toBe(1);
  });

  it("serves a stale entry while one background render refreshes it", async () => {
    const { cache, advance } = cacheWithClock(100, 100);
    await cache.get("k", () => Promise.resolve("v1"));
    advance(150);
    let finish: (value: string) => void = () => undefined;
    let renders = 0;
    const slowRender = () => {
      renders += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    expect(await cache.get("k", slowRender)).toBe("v1");
    expect(await cache.get("k", slowRender)).toBe("v1");
    expect(renders).toBe(1);
    finish("v2");
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get("k", slowRender)).toBe("v2");
  });

  it("renders again once an entry is past its stale time, and shares one render between callers", async () => {
    const { cache, advance } = cacheWithClock(10, 10);
    let renders = 0;
    const render = () => Promise.resolve(`v${++renders}`);
    await cache.get("k", render);
    advance(30);
    const [a, b] = await Promise.all([cache.get("k", render), cache.get("k", render)]);
    expect([a, b]).toEqual(["v2", "v2"]);
    expect(renders).toBe(2);
  });

  it("never caches a failure and keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = new FragmentCache<string>({ freshMs: 1000, staleMs: 0, maxEntries: 2 });
    await expect(cache.get("bad", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("bad", () => Promise.resolve("up"))).toBe("up");
    await cache.get("a", () => Promise.resolve("a"));
    await cache.get("bad", () => Promise.resolve("not again"));
    await cache.get("b", () => Promise.resolve("b"));
    expect(cache.size).toBe(2);
    expect(await cache.get("a", () => Promise.resolve("a2"))).toBe("a2");
  });

  it("drops invalidated entries", async () => {
    const cache = new FragmentCache<string>({ freshMs: 1000, staleMs: 0, maxEntries: 10 });
    await cache.get("mfe-cms@1|home-de", () => Promise.resolve("old"));
    expect(cache.invalidate((key) => key.startsWith("mfe-cms@"))).toBe(1);
    expect(await cache.get("mfe-cms@1|home-de", () => Promise.resolve("new"))).toBe("new");
  });
});
