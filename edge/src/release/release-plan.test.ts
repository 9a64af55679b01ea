import { describe, expect, it } from "vitest";
import { planRelease, previousVersion } from "./release-plan.ts";
import {
  ReleaseRefusal,
  type HistoryEntry,
  type LiveEntry,
  type ReleaseCommand,
} from "./release-types.ts";

const live = (version: string, extra: Partial<LiveEntry> = {}): LiveEntry => ({
  environment: "production",
  shop: "",
  mfe: "mfe-catalog",
  version,
  canaryVersion: null,
  canaryPercent: 0,
  canaryAutoPromoteAt: null,
  pinned: false,
  pinnedBy: null,
  pinnedWhy: null,
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...extra,
});

let id = 0;
const promotion = (from: string, to: string): HistoryEntry => ({
  id: ++id,
  environment: "production",
  shop: "",
  mfe: "mfe-catalog",
  action: "promote",
  fromVersion: from,
  toVersion: to,
  canaryVersion: null,
  canaryPercent: 0,
  actor: "rita",
  why: "",
  at: "2026-01-01T00:00:00.000Z",
});

const base = { mfe: "mfe-catalog", shop: "", actor: "rita", why: "" };
const promote = (version: string, canaryPercent?: number): ReleaseCommand => ({
  verb: "promote",
  ...base,
  version,
  canaryPercent,
});

function refusal(run: () => unknown): ReleaseRefusal {
  try {
    run();
  } catch (error) {
    if (error instanceof ReleaseRefusal) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("planRelease", () => {
  it("promotes from the inherited build version and records from and to", () => {
    const plan = planRelease(promote("b"), undefined, "a", []);
    expect(plan.next).toMatchObject({ version: "b", canaryVersion: null });
    expect(plan.record).toMatchObject({ action: "promote", fromVersion: "a", toVersion: "b" });
  });

  it("refuses to promote what is already live", () => {
    expect(refusal(() => planRelease(promote("a"), live("a"), "x", [])).status).toBe(409);
  });

  it("starts a canary beside the live version, and 0 % ends it", () => {
    const started = planRelease(promote("b", 25), live("a"), undefined, []);
    expect(started.next).toMatchObject({ version: "a", canaryVersion: "b", canaryPercent: 25 });
    expect(started.record.action).toBe("canary");
    const ended = planRelease(
      promote("b", 0),
      live("a", { canaryVersion: "b", canaryPercent: 25 }),
      undefined,
      [],
    );
    expect(ended.next).toMatchObject({ version: "a", canaryVersion: null, canaryPercent: 0 });
  });

  it("keeps an automatic promotion's time with the canary, and drops it when the canary ends", () => {
    const at = "2026-01-01T00:30:00.000Z";
    const started = planRelease(
      { verb: "promote", ...base, version: "b", canaryPercent: 25, autoPromoteAt: at },
      live("a"),
      undefined,
      [],
    );
    expect(started.next).toMatchObject({ canaryVersion: "b", canaryAutoPromoteAt: at });
    const running = live("a", { canaryVersion: "b", canaryPercent: 25, canaryAutoPromoteAt: at });
    const rolledBack = planRelease({ verb: "rollback", ...base }, running, undefined, []);
    expect(rolledBack.next).toMatchObject({ canaryVersion: null, canaryAutoPromoteAt: null });
  });

  it("applies a canary analysis's command only while its version is still the canary", () => {
    const running = live("a", { canaryVersion: "b", canaryPercent: 25 });
    const rollback = { verb: "rollback", ...base, canaryOf: "b" } as const;
    expect(planRelease(rollback, running, undefined, []).next).toMatchObject({
      version: "a",
      canaryVersion: null,
    });
    // A second instance deciding the same: the canary has ended, so the live version stays.
    expect(refusal(() => planRelease(rollback, live("a"), undefined, [])).status).toBe(409);
  });

  it("rolls a canary back first, then walks back promotions one by one", () => {
    const canary = planRelease(
      { verb: "rollback", ...base },
      live("c", { canaryVersion: "d", canaryPercent: 10 }),
      undefined,
      [],
    );
    expect(canary.next).toMatchObject({ version: "c", canaryVersion: null });
    expect(canary.record).toMatchObject({ fromVersion: "d", toVersion: "c" });

    const history = [promotion("b", "c"), promotion("a", "b")];
    expect(
      planRelease({ verb: "rollback", ...base }, live("c"), undefined, history).next.version,
    ).toBe("b");
    expect(
      planRelease({ verb: "rollback", ...base }, live("b"), undefined, history).next.version,
    ).toBe("a");
    expect(
      refusal(() => planRelease({ verb: "rollback", ...base }, live("a"), undefined, history))
        .message,
    ).toMatch(/no version before a/);
  });

  it("refuses changes to a pinned scope until it is unpinned", () => {
    const pinned = live("a", { pinned: true, pinnedBy: "rita", pinnedWhy: "sale" });
    expect(refusal(() => planRelease(promote("b"), pinned, undefined, [])).message).toBe(
      "mfe-catalog is pinned at a by rita (sale); unpin it first",
    );
    expect(
      refusal(() => planRelease({ verb: "rollback", ...base }, pinned, undefined, [])).status,
    ).toBe(409);
    expect(planRelease({ verb: "unpin", ...base }, pinned, undefined, []).next.pinned).toBe(false);
    expect(
      refusal(() => planRelease({ verb: "unpin", ...base }, live("a"), undefined, [])).status,
    ).toBe(409);
  });

  it("pins the inherited version when the scope has no row yet", () => {
    const plan = planRelease({ verb: "pin", ...base, why: "freeze" }, undefined, "a", []);
    expect(plan.next).toMatchObject({
      version: "a",
      pinned: true,
      pinnedBy: "rita",
      pinnedWhy: "freeze",
    });
  });
});

describe("after the edge adopted its first version", () => {
  it("rolls back to the adopted version, and no further", () => {
    const adopted: HistoryEntry = {
      ...promotion("", "a"),
      action: "adopt",
      fromVersion: null,
      actor: "edge",
    };
    const history = [promotion("a", "b"), adopted];
    const back = planRelease({ verb: "rollback", ...base }, live("b"), undefined, history);
    expect(back.record).toMatchObject({ action: "rollback", fromVersion: "b", toVersion: "a" });
    expect(
      refusal(() => planRelease({ verb: "rollback", ...base }, live("a"), undefined, history))
        .message,
    ).toBe("mfe-catalog has no version before a to roll back to");
  });
});

describe("previousVersion", () => {
  it("is the version the promotion that first made this one live replaced", () => {
    expect(previousVersion("b", [promotion("a", "b")])).toBe("a");
    expect(previousVersion("b", [])).toBeUndefined();
  });
});
