import { describe, expect, it } from "vitest";
import {
  consentInvalidReason,
  currentConsentVersion,
  parseConsentCookie,
  parseConsentRecord,
  serializeConsentCookie,
  type ConsentRecord,
} from "./consent-record.ts";

const now = new Date("2026-11-22T12:00:00Z");
const record: ConsentRecord = {
  version: currentConsentVersion,
  appVersion: "0.2.0",
  userInteracted: true,
  services: { analytics_storage: true },
  createdAt: "2026-06-01T00:00:00Z",
};

describe("consentInvalidReason", () => {
  it("accepts a recent consent of the current version the visitor gave", () => {
    expect(consentInvalidReason(record, now)).toBeUndefined();
  });

  it("names why a stored consent is not valid", () => {
    expect(consentInvalidReason(undefined, now)).toBe("invalid interaction");
    expect(consentInvalidReason({ ...record, userInteracted: false }, now)).toBe(
      "invalid interaction",
    );
    expect(consentInvalidReason({ ...record, createdAt: "2025-11-01T00:00:00Z" }, now)).toBe(
      "invalid time",
    );
    expect(consentInvalidReason({ ...record, version: 1 }, now)).toBe("invalid version");
  });
});

describe("consent cookie", () => {
  it("round-trips without the history, which stays in local storage", () => {
    const withHistory = {
      ...record,
      history: { analytics_storage: [{ status: true, at: record.createdAt }] },
    };
    expect(parseConsentCookie(serializeConsentCookie(withHistory))).toEqual(record);
    expect(parseConsentRecord(JSON.stringify(withHistory))).toEqual(withHistory);
  });

  it("rejects malformed values", () => {
    expect(parseConsentCookie("%7Bbroken")).toBeUndefined();
    expect(parseConsentCookie("%E0%A4%A")).toBeUndefined();
    expect(parseConsentCookie(encodeURIComponent('{"version":1}'))).toBeUndefined();
    expect(
      parseConsentRecord(JSON.stringify({ ...record, services: { analytics_storage: "yes" } })),
    ).toBeUndefined();
  });
});
