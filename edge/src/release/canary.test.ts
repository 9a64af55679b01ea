import { describe, expect, it } from "vitest";
import { canaryBucket, chooseVersion, scopeKey, scopedEntry } from "./canary.ts";
import type { LiveEntry } from "./release-types.ts";

const entry = (shop: string, version: string, canary?: [string, number]): LiveEntry => ({
  environment: "production",
  shop,
  mfe: "mfe-catalog",
  version,
  canaryVersion: canary?.[0] ?? null,
  canaryPercent: canary?.[1] ?? 0,
  canaryAutoPromoteAt: null,
  pinned: false,
  pinnedBy: null,
  pinnedWhy: null,
  updatedAt: "2026-01-01T00:00:00.000Z",
});

describe("canary draws", () => {
  it("keeps a visitor on one side, and splits many visitors by the share", () => {
    const live = entry("", "aaaaaaaaaaaa", ["bbbbbbbbbbbb", 50]);
    const visitors = Array.from({ length: 2000 }, (_, index) => `visitor-${index}`);
    const chosen = visitors.map((key) => chooseVersion(live, key).version);
    expect(visitors.map((key) => chooseVersion(live, key).version)).toEqual(chosen);
    const inCanary = chosen.filter((version) => version === "bbbbbbbbbbbb").length;
    expect(inCanary).toBeGreaterThan(850);
    expect(inCanary).toBeLessThan(1150);
  });

  it("keeps everyone already in the canary when the share grows", () => {
    for (let index = 0; index < 500; index++) {
      const key = `v${index}`;
      const at10 = chooseVersion(entry("", "a", ["b", 10]), key).version;
      if (at10 === "b") expect(chooseVersion(entry("", "a", ["b", 60]), key).version).toBe("b");
    }
    expect(canaryBucket("x", "mfe-catalog")).toBeLessThan(100);
  });

  it("serves the stable version without a visitor key, and the canary to all at 100 %", () => {
    expect(chooseVersion(entry("", "a", ["b", 50]), undefined)).toEqual({
      version: "a",
      drawn: false,
    });
    expect(chooseVersion(entry("", "a", ["b", 100]), "k")).toEqual({ version: "b", drawn: false });
  });

  it("lets a shop's own entry win over the environment's", () => {
    const entries = new Map([
      [scopeKey("mfe-catalog", ""), entry("", "a")],
      [scopeKey("mfe-catalog", "home-be"), entry("home-be", "b")],
    ]);
    expect(scopedEntry(entries, "mfe-catalog", "home-be")?.version).toBe("b");
    expect(scopedEntry(entries, "mfe-catalog", "home-de")?.version).toBe("a");
    expect(scopedEntry(entries, "mfe-cms", "home-de")).toBeUndefined();
  });
});
