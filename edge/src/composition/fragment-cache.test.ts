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

  it("peeks at a fresh entry, and past its freshness only when asked to accept a stale one", () => {
    const { cache, advance } = cacheWithClock(100, 100);
    cache.put("k", "v1");
    expect(cache.peek("k")).toBe("v1");
    advance(150);
    expect(cache.peek("k")).toBeUndefined();
    expect(cache.peek("k", true)).toBe("v1");
    advance(100);
    expect(cache.peek("k", true)).toBeUndefined();
  });

  it("lets one caller at a time claim the making of a value, until it puts, releases or lapses", () => {
    let now = 0;
    const cache = new FragmentCache<string>({
      freshMs: 100,
      staleMs: 100,
      maxEntries: 10,
      claimMs: 1000,
      now: () => now,
    });
    expect(cache.claim("k")).toBe(true);
    expect(cache.claim("k")).toBe(false);
    expect(cache.claim("other")).toBe(true);
    cache.put("k", "v1");
    expect(cache.claim("k")).toBe(true);
    cache.release("k");
    expect(cache.claim("k")).toBe(true);
    now += 999;
    expect(cache.claim("k")).toBe(false);
    now += 1;
    expect(cache.claim("k")).toBe(true);
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
    expect(cache.bytes).toBe(0);
    expect(await cache.get("mfe-cms@1|home-de", () => Promise.resolve("new"))).toBe("new");
  });
});

describe("FragmentCache's byte bound", () => {
  /** Keys of one letter, values whose size is their length: bytes = 1 + value length. */
  const bounded = (maxBytes: number) =>
    new FragmentCache<string>({
      freshMs: 1000,
      staleMs: 0,
      maxEntries: 100,
      maxBytes,
      sizeOf: (value) => value.length,
    });
  const cached = async (cache: FragmentCache<string>, key: string) => {
    let rendered = false;
    await cache.get(key, () => {
      rendered = true;
      return Promise.resolve("x");
    });
    return !rendered;
  };

  it("holds at most maxBytes, dropping the least recently used entries first", async () => {
    const cache = bounded(100);
    await cache.get("a", () => Promise.resolve("a".repeat(39)));
    await cache.get("b", () => Promise.resolve("b".repeat(39)));
    expect(cache.bytes).toBe(80);
    // Reading `a` makes `b` the least recently used: a third entry of 40 bytes drops `b` only.
    await cache.get("a", () => Promise.resolve("not again"));
    await cache.get("c", () => Promise.resolve("c".repeat(39)));
    expect(cache.bytes).toBe(80);
    expect(cache.size).toBe(2);
    expect(await cached(cache, "a")).toBe(true);
    expect(await cached(cache, "c")).toBe(true);
    expect(await cached(cache, "b")).toBe(false);
  });

  it("drops as many entries as a large one needs, and never keeps one above the whole budget", async () => {
    const cache = bounded(100);
    for (const key of ["a", "b", "c", "d"]) await cache.get(key, () => Promise.resolve("12345678"));
    expect(cache.size).toBe(4);
    await cache.get("e", () => Promise.resolve("e".repeat(79)));
    // 4 × 9 + 80 bytes: the two oldest go.
    expect(cache.bytes).toBe(98);
    expect(cache.size).toBe(3);
    expect(await cache.get("f", () => Promise.resolve("f".repeat(200)))).toBe("f".repeat(200));
    expect(cache.size).toBe(3);
    for (const key of ["c", "d", "e"]) expect(await cached(cache, key), key).toBe(true);
    expect(await cached(cache, "a")).toBe(false);
  });

  it("counts a revalidated entry by its new size", async () => {
    let now = 0;
    const cache = new FragmentCache<string>({
      freshMs: 10,
      staleMs: 100,
      maxEntries: 10,
      maxBytes: 1000,
      sizeOf: (value) => value.length,
      now: () => now,
    });
    await cache.get("k", () => Promise.resolve("short"));
    expect(cache.bytes).toBe(6);
    now = 50;
    // Stale: served at once while the longer one renders in the background.
    expect(await cache.get("k", () => Promise.resolve("a much longer value"))).toBe("short");
    await Promise.resolve();
    await Promise.resolve();
    expect(await cache.get("k", () => Promise.resolve("unused"))).toBe("a much longer value");
    expect(cache.bytes).toBe(20);
    expect(cache.size).toBe(1);
  });
});
