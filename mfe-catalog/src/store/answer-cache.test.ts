import { describe, expect, it } from "vitest";
import { AnswerCache } from "./answer-cache.ts";

/** A cache over answers that count how often each key was worked out. */
function countingCache(capacity: number) {
  const cache = new AnswerCache<{ key: string; times: number }>(capacity);
  const times = new Map<string, number>();
  const ask = (version: string, key: string) =>
    cache.get(version, key, () => {
      times.set(key, (times.get(key) ?? 0) + 1);
      return Promise.resolve({ key, times: times.get(key) ?? 0 });
    });
  return { ask, times };
}

describe("AnswerCache", () => {
  it("works an answer out once per data version, and again once the version moves on", async () => {
    const { ask } = countingCache(10);
    expect(await ask("1", "a")).toEqual({ key: "a", times: 1 });
    expect(await ask("1", "a")).toEqual({ key: "a", times: 1 });
    expect(await ask("2", "a")).toEqual({ key: "a", times: 2 });
    expect(await ask("2", "b")).toEqual({ key: "b", times: 1 });
  });

  it("gives each caller its own copy", async () => {
    const { ask } = countingCache(10);
    const first = await ask("1", "a");
    first.times = 99;
    expect(await ask("1", "a")).toEqual({ key: "a", times: 1 });
  });

  it("shares an answer still being worked out", async () => {
    const { ask, times } = countingCache(10);
    await Promise.all([ask("1", "a"), ask("1", "a"), ask("1", "a")]);
    expect(times.get("a")).toBe(1);
  });

  it("lets the least recently asked answer go first", async () => {
    const { ask, times } = countingCache(2);
    await ask("1", "a");
    await ask("1", "b");
    await ask("1", "a");
    await ask("1", "c");
    await ask("1", "a");
    expect(times.get("a")).toBe(1);
    await ask("1", "b");
    expect(times.get("b")).toBe(2);
  });

  it("keeps no failure", async () => {
    const cache = new AnswerCache<string>(10);
    await expect(cache.get("1", "a", () => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    expect(await cache.get("1", "a", () => Promise.resolve("up"))).toBe("up");
  });
});
