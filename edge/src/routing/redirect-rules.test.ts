import { describe, expect, it } from "vitest";
import { RedirectRules } from "./redirect-rules.ts";
import { decodeRequestPath, lacksTrailingSlash } from "./request-path.ts";
import { locationHeader } from "./location.ts";

describe("RedirectRules", () => {
  const rules = new RedirectRules([
    { from: "/de/shop/*", to: "/de/*", statusCode: 301 },
    { from: "/de/magazin/", to: "https://magazin.example/", statusCode: 302 },
  ]);

  it("matches exact paths and prefixes, carrying the rest over", () => {
    expect(rules.lookup("/de/shop/kueche/")).toEqual({ target: "/de/kueche/", statusCode: 301 });
    expect(rules.lookup("/de/magazin/")).toEqual({
      target: "https://magazin.example/",
      statusCode: 302,
    });
    expect(rules.lookup("/de/magazin/alt/")).toBeUndefined();
  });

  it("loads the repository's rules file", () => {
    expect(RedirectRules.load().lookup("/nl/winkel/wonen/")).toEqual({
      target: "/nl/wonen/",
      statusCode: 301,
    });
  });
});

describe("request paths", () => {
  it("decodes percent-encoding and reads + as a space", () => {
    expect(decodeRequestPath("/fr/esp%C3%A8ces/")).toBe("/fr/espèces/");
    expect(decodeRequestPath("/de/rot+blau/")).toBe("/de/rot blau/");
    expect(() => decodeRequestPath("/de/%E0%A4%A/")).toThrow();
  });

  it("wants a trailing slash on pages, not on files", () => {
    expect(lacksTrailingSlash("/de/warenkorb")).toBe(true);
    expect(lacksTrailingSlash("/de/warenkorb/")).toBe(false);
    expect(lacksTrailingSlash("/robots.txt")).toBe(false);
    expect(lacksTrailingSlash("/de/agb.html")).toBe(false);
  });
});

describe("locationHeader", () => {
  it("percent-encodes non-ASCII once and leaves encoded and external targets intact", () => {
    expect(locationHeader("/fr/espèces/login/?view=guest")).toBe(
      "/fr/esp%C3%A8ces/login/?view=guest",
    );
    expect(locationHeader("/fr/esp%C3%A8ces/")).toBe("/fr/esp%C3%A8ces/");
    expect(locationHeader("/de/preis-€/")).toBe("/de/preis-%E2%82%AC/");
    expect(locationHeader("https://magazin.wohnfein.example/")).toBe(
      "https://magazin.wohnfein.example/",
    );
  });
});
