import { describe, expect, it } from "vitest";
import {
  canaryDecision,
  compareHealth,
  defaultCanaryPolicy,
  EnvelopeError,
  parseDsn,
  parseDuration,
  parseEnvelope,
  scrubPersonalData,
  serializeEnvelope,
  sliceOfScript,
} from "./index.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("envelopes", () => {
  it("reads what it writes, items with and without a length", () => {
    const written = serializeEnvelope({ dsn: "https://k@h/1" }, [
      { type: "event", payload: { message: "Grüße\nzwei Zeilen" } },
    ]);
    const withoutLength = `${written}{"type":"session"}\n{"status":"ok"}\n`;
    const envelope = parseEnvelope(bytes(withoutLength));
    expect(envelope.header.dsn).toBe("https://k@h/1");
    expect(envelope.items.map((item) => item.header.type)).toEqual(["event", "session"]);
    const event = JSON.parse(new TextDecoder().decode(envelope.items[0]?.payload)) as unknown;
    expect(event).toEqual({ message: "Grüße\nzwei Zeilen" });
  });

  it("refuses a body that is no envelope, saying why", () => {
    expect(() => parseEnvelope(bytes("hello"))).toThrow(EnvelopeError);
    expect(() => parseEnvelope(bytes('{}\n{"length":3}\nabc'))).toThrow(/needs a type/);
    expect(() => parseEnvelope(bytes('{}\n{"type":"event","length":99}\n{}'))).toThrow(
      /shorter than its length/,
    );
  });

  it("reads a DSN into its key, project and envelope address", () => {
    expect(parseDsn("https://abc@o1.ingest.example.io/42")).toEqual({
      publicKey: "abc",
      projectId: "42",
      envelopeUrl: "https://o1.ingest.example.io/api/42/envelope/",
    });
    expect(parseDsn("https://o1.example.io/42")).toBeUndefined();
    expect(parseDsn("ftp://k@o1.example.io/42")).toBeUndefined();
  });
});

describe("personal data", () => {
  it("removes e-mail addresses, names and the user from an event", () => {
    const event = scrubPersonalData({
      message: "No account for anna.muster@example.de",
      user: { email: "anna.muster@example.de" },
      extra: { firstName: "Anna", lastName: "Muster", sku: "100-1" },
      sdk: { name: "sentry.javascript.browser" },
      breadcrumbs: [{ message: "typed max@example.com" }],
    });
    expect(event).toEqual({
      message: "No account for [removed]",
      extra: { firstName: "[removed]", lastName: "[removed]", sku: "100-1" },
      sdk: { name: "sentry.javascript.browser" },
      breadcrumbs: [{ message: "typed [removed]" }],
    });
  });
});

describe("slice versions of scripts", () => {
  it("names the slice and version a shop script came from", () => {
    expect(sliceOfScript("https://localhost/_mfe/mfe-catalog/0123456789ab/static/js/a.js")).toEqual(
      {
        mfe: "mfe-catalog",
        version: "0123456789ab",
      },
    );
    expect(sliceOfScript("https://cdn.example/other.js")).toBeUndefined();
  });
});

const health = (version: string, pageViews: number, errors: number, loadFailures = 0) => ({
  version,
  pageViews,
  errors,
  loadFailures,
});

describe("canary analysis", () => {
  const now = new Date("2026-11-24T10:00:00Z");
  const live = health("aaaaaaaaaaaa", 1000, 5);

  it("waits for the minimum page views, however bad the canary looks", () => {
    const canary = health("bbbbbbbbbbbb", 49, 49);
    expect(canaryDecision({ policy: defaultCanaryPolicy, canary, live, now }).action).toBe("wait");
  });

  it("rolls back a canary failing more often than the live version by more than the margin", () => {
    const canary = health("bbbbbbbbbbbb", 50, 2, 1);
    const decision = canaryDecision({ policy: defaultCanaryPolicy, canary, live, now });
    expect(decision.action).toBe("rollback");
    expect(decision.reason).toContain("3 failures in 50 page views (6.0 %)");
    expect(decision.reason).toContain("live aaaaaaaaaaaa: 5 in 1000 (0.5 %)");
  });

  it("keeps a canary within the margin, and promotes it once the agreed time has passed", () => {
    const canary = health("bbbbbbbbbbbb", 100, 2);
    expect(canaryDecision({ policy: defaultCanaryPolicy, canary, live, now }).action).toBe("wait");
    const due = { autoPromoteAt: new Date("2026-11-24T09:59:59Z") };
    expect(canaryDecision({ policy: defaultCanaryPolicy, canary, live, now, ...due }).action).toBe(
      "promote",
    );
  });

  it("compares a version's health with the one it replaced", () => {
    const comparison = compareHealth(health("b", 200, 4), health("a", 100, 1));
    expect(comparison.current.errorRate).toBe(0.02);
    expect(comparison.errorRateChange).toBeCloseTo(0.01);
    expect(compareHealth(health("b", 0, 0)).current.errorRate).toBe(0);
  });

  it("reads durations such as 30m", () => {
    expect(parseDuration("30m")).toBe(1_800_000);
    expect(parseDuration("90s")).toBe(90_000);
    expect(parseDuration("soon")).toBeUndefined();
  });
});
