import { describe, expect, it } from "vitest";
import {
  addressWithoutScanCode,
  anonymousId,
  gtmIdProblem,
  gtmScriptUrl,
  keptScanCode,
  normalizedEmail,
  p75,
} from "./tracking-rules.ts";

describe("the tag-manager container id", () => {
  it("accepts GTM- followed by uppercase letters or digits", () => {
    expect(gtmIdProblem("GTM-WF4H7QZ")).toBeUndefined();
    expect(gtmIdProblem("GTM-123")).toBeUndefined();
  });

  it("refuses anything else and suggests a correction", () => {
    expect(gtmIdProblem("gtm-wf4h7qz")).toBe(
      '"gtm-wf4h7qz" is not a valid GTM-ID; did you mean "GTM-WF4H7QZ"?',
    );
    expect(gtmIdProblem(" GTM_ab-12 ")).toContain('did you mean "GTM-AB12"');
    expect(gtmIdProblem("WF4H7QZ")).toContain('did you mean "GTM-WF4H7QZ"');
    expect(gtmIdProblem("GTM-")).toContain('did you mean "GTM-XXXXXXX"');
    expect(gtmIdProblem("")).toBeDefined();
  });

  it("builds the script address on the configured host", () => {
    expect(gtmScriptUrl("https://www.googletagmanager.com/", "GTM-AB1")).toBe(
      "https://www.googletagmanager.com/gtm.js?id=GTM-AB1",
    );
  });
});

describe("the scan-code parameter", () => {
  it("keeps up to 5 digits only with PAYBACK storage consent", () => {
    expect(keptScanCode("12345", true)).toBe("12345");
    expect(keptScanCode("7", true)).toBe("7");
    expect(keptScanCode("12345", false)).toBeUndefined();
    expect(keptScanCode("123456", true)).toBeUndefined();
    expect(keptScanCode("12a4", true)).toBeUndefined();
    expect(keptScanCode("", true)).toBeUndefined();
    expect(keptScanCode(null, true)).toBeUndefined();
  });

  it("takes a code that may not be kept off the address, and leaves the rest", () => {
    expect(addressWithoutScanCode("https://x.test/de/?scanCode=123&a=1", false)).toBe(
      "https://x.test/de/?a=1",
    );
    expect(addressWithoutScanCode("https://x.test/de/?scanCode=1234567", true)).toBe(
      "https://x.test/de/",
    );
    expect(addressWithoutScanCode("https://x.test/de/?scanCode=123", true)).toBeUndefined();
    expect(addressWithoutScanCode("https://x.test/de/?a=1", false)).toBeUndefined();
  });
});

describe("the anonymous id under ga:user", () => {
  const create = () => "new-id-0001";
  it("exists only with analytics storage consent", () => {
    expect(anonymousId("kept-id-123", false, create)).toBeUndefined();
    expect(anonymousId(null, false, create)).toBeUndefined();
  });
  it("reuses a stored id and makes one otherwise", () => {
    expect(anonymousId("kept-id-123", true, create)).toBe("kept-id-123");
    expect(anonymousId(null, true, create)).toBe("new-id-0001");
    expect(anonymousId("<script>", true, create)).toBe("new-id-0001");
  });
});

describe("p75", () => {
  it("is the nearest-rank 75th percentile", () => {
    expect(p75([])).toBeUndefined();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
  });
});

it("hashes e-mails lowercased and trimmed", () => {
  expect(normalizedEmail(" Ana@Example.COM ")).toBe("ana@example.com");
});
