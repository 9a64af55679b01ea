import { describe, expect, it } from "vitest";
import { testShops } from "@shop/shared/testing";
import { countryLinks, countryShopHref } from "./country-links.ts";

describe("countryShopHref", () => {
  const belgium = { languages: ["fr", "nl"] as const, defaultLanguage: "fr" as const };

  it("keeps the path and query where the shop offers the path's language", () => {
    expect(
      countryShopHref(belgium, "http://be.localhost", "/nl/zoeken/", { q: "lamp & tafel" }),
    ).toBe("http://be.localhost/nl/zoeken/?q=lamp+%26+tafel");
    expect(countryShopHref(belgium, "http://be.localhost", "/fr/é t/", {})).toBe(
      "http://be.localhost/fr/%C3%A9%20t/",
    );
  });

  it("goes to the shop's home in its default language otherwise, query kept", () => {
    expect(countryShopHref(belgium, "http://be.localhost", "/de/kueche/", { voucher: "A1" })).toBe(
      "http://be.localhost/fr/?voucher=A1",
    );
  });
});

describe("countryLinks", () => {
  it("lists the brand's shop in every country", () => {
    const links = countryLinks(testShops(), "baby", "/de/", {});
    expect(links.map((link) => link.country)).toEqual(["de", "at", "ch", "fr", "be", "nl"]);
    expect(links[1]).toEqual({ country: "at", href: "http://at.baby.localhost/de/" });
  });
});
