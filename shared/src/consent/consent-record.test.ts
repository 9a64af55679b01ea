import { describe, expect, it } from "vitest";
import {
  consentInvalidReason,
  parseConsentCookie,
  serializeConsentCookie,
  type ConsentRecord,
} from "./consent-record.ts";

const now = new Date("2026-11-22T12:00:00Z");
const record: ConsentRecord = {
  version: 1,
  userInteracted: true,
  services: { analytics: true },
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
    expect(consentInvalidReason({ ...record, version: 0 }, now)).toBe("invalid version");
  });
});

describe("consent cookie", () => {
  it("round-trips and rejects malformed values", () => {
    expect(parseConsentCookie(serializeConsentCookie(record))).toEqual(record);
    expect(parseConsentCookie("%7Bbroken")).toBeUndefined();
    expect(parseConsentCookie(encodeURIComponent('{"version":1}'))).toBeUndefined();
  });
});
