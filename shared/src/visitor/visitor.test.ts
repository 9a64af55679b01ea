import { describe, expect, it } from "vitest";
import { countryPickerDecision, deviceFlags, isRetailApp } from "./visitor.ts";

const iPhone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const androidTablet =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const windowsEdge =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0";

describe("deviceFlags", () => {
  it("tells phones, tablets and desktops, systems and browser families apart", () => {
    expect(deviceFlags(iPhone)).toMatchObject({
      mobile: true,
      tablet: false,
      iOS: true,
      macOS: false,
      browserFamily: "safari",
    });
    expect(deviceFlags(androidTablet)).toMatchObject({
      mobile: false,
      tablet: true,
      android: true,
      browserFamily: "chrome",
    });
    expect(deviceFlags(windowsEdge)).toMatchObject({
      desktop: true,
      windows: true,
      browserFamily: "edge",
    });
  });
});

describe("isRetailApp", () => {
  it("needs retail/ followed by a number", () => {
    expect(isRetailApp("Mozilla/5.0 Shop retail/3.2")).toBe(true);
    expect(isRetailApp("Mozilla/5.0 retail/app")).toBe(false);
  });
});

describe("countryPickerDecision", () => {
  const base = { shopCountry: "de", selectedCountry: undefined, isCrawler: false } as const;

  it("opens when the detected country differs from the shop's and the chosen one", () => {
    expect(countryPickerDecision({ ...base, detectedCountry: "AT" })).toEqual({
      open: true,
      suggestedCountry: "at",
    });
    expect(countryPickerDecision({ ...base, detectedCountry: "GB" })).toEqual({ open: true });
  });

  it("stays closed for the shop's country, the chosen country, crawlers and unknown countries", () => {
    expect(countryPickerDecision({ ...base, detectedCountry: "DE" }).open).toBe(false);
    expect(
      countryPickerDecision({ ...base, detectedCountry: "AT", selectedCountry: "at" }).open,
    ).toBe(false);
    expect(countryPickerDecision({ ...base, detectedCountry: "AT", isCrawler: true }).open).toBe(
      false,
    );
    expect(countryPickerDecision({ ...base, detectedCountry: undefined }).open).toBe(false);
  });
});
