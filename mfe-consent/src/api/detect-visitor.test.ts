import { describe, expect, it } from "vitest";
import { detectCountry, detectVisitor, pageNotices } from "./detect-visitor.ts";

const headers = (values: Record<string, string>) => (name: string) => values[name];

describe("detectCountry", () => {
  it("trusts CDN country headers first, then the embedded GeoIP lookup", () => {
    expect(
      detectCountry({ header: headers({ "cf-ipcountry": "AT" }), clientAddress: "2.16.6.1" }),
    ).toBe("at");
    expect(
      detectCountry({
        header: headers({ "cloudfront-viewer-country": "ch" }),
        clientAddress: undefined,
      }),
    ).toBe("ch");
    expect(
      detectCountry({ header: headers({ "cf-ipcountry": "XX" }), clientAddress: "2.16.6.1" }),
    ).toBe("nl");
    expect(detectCountry({ header: headers({}), clientAddress: "127.0.0.1" })).toBeUndefined();
  });
});

describe("detectVisitor", () => {
  it("flags crawlers and the retail app and never opens the country picker for crawlers", () => {
    const crawler = detectVisitor({
      header: headers({
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        "cf-ipcountry": "FR",
      }),
      cookies: {},
      query: { voucher: "WELCOME" },
      clientAddress: undefined,
      shopCountry: "de",
    });
    expect(crawler).toMatchObject({
      isCrawler: true,
      country: "fr",
      countryPicker: { open: false },
      notices: ["voucherActivated"],
    });

    const app = detectVisitor({
      header: headers({ "user-agent": "Mozilla/5.0 (iPhone) retail/4", "cf-ipcountry": "FR" }),
      cookies: {},
      query: { redirect: "goodbye" },
      clientAddress: undefined,
      shopCountry: "de",
    });
    expect(app).toMatchObject({
      isRetailApp: true,
      isCrawler: false,
      countryPicker: { open: true, suggestedCountry: "fr" },
      notices: ["accountDeleted"],
    });
  });
});

describe("the country picker", () => {
  it("is not asked again in a browser session once the visitor answered it", () => {
    const from = (cookies: Record<string, string>) =>
      detectVisitor({
        header: headers({ "cf-ipcountry": "AT" }),
        cookies,
        query: {},
        clientAddress: undefined,
        shopCountry: "de",
      }).countryPicker;
    expect(from({})).toEqual({ open: true, suggestedCountry: "at" });
    expect(from({ "selected-country": "de" })).toEqual({ open: true, suggestedCountry: "at" });
    expect(from({ "selected-country": "de", "country-picker-answered": "1" })).toEqual({
      open: false,
    });
  });
});

describe("page notices", () => {
  it("announce a voucher only when the shop stores its code", () => {
    expect(pageNotices({ voucher: "WELCOME-10" })).toEqual(["voucherActivated"]);
    expect(pageNotices({ voucher: "<b>free</b>" })).toEqual([]);
    expect(pageNotices({ voucher: "x".repeat(41) })).toEqual([]);
    expect(pageNotices({ redirect: "goodbye" })).toEqual(["accountDeleted"]);
  });
});
