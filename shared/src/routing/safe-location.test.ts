import { describe, expect, it } from "vitest";
import { configuredLocation, encodedPath, safeLocation } from "./safe-location.ts";

describe("safeLocation", () => {
  it("percent-encodes non-ASCII once and leaves what is encoded as it is", () => {
    expect(safeLocation("/fr/espèces/login/?view=guest")).toBe(
      "/fr/esp%C3%A8ces/login/?view=guest",
    );
    expect(safeLocation("/fr/esp%C3%A8ces/")).toBe("/fr/esp%C3%A8ces/");
    expect(safeLocation("/de/preis-€/")).toBe("/de/preis-%E2%82%AC/");
    expect(safeLocation("/de/suche/?q=a b\\c#teil")).toBe("/de/suche/?q=a%20b%5Cc#teil");
    expect(safeLocation("/de/100%/")).toBe("/de/100%25/");
  });

  it.each([
    "//evil.example/",
    "/\\evil.example/",
    "\\\\evil.example/",
    "https://evil.example/",
    "https:evil.example",
    "javascript:alert(1)",
    "evil.example/",
    "",
    " /de/",
    "/\t/evil.example/",
    "/de/\u0000/",
  ])("refuses %j, which would leave the shop", (target) => {
    expect(safeLocation(target)).toBeUndefined();
  });

  it.each([
    "/de/../evil/",
    "/de/./x/",
    "/de/..%2F%2Fevil.example/",
    "/de/%2E%2E/x/",
    "/de/%2e./x/",
    "/de/a\\b/",
    "/de/a%5Cb/",
    "/de/%E0%A4%A/",
  ])(
    "refuses the dot segment, backslash or bad encoding in %j instead of resolving it",
    (target) => {
      expect(safeLocation(target)).toBeUndefined();
    },
  );

  it("keeps a dot segment in the query, where no resolver reads it", () => {
    expect(safeLocation("/de/?next=../x")).toBe("/de/?next=../x");
  });

  it("allows an external address on the configured origin only", () => {
    const configuredOrigin = "https://magazin.example";
    expect(safeLocation("https://magazin.example/archiv/", { configuredOrigin })).toBe(
      "https://magazin.example/archiv/",
    );
    expect(safeLocation("https://magazin.example", { configuredOrigin })).toBe(
      "https://magazin.example/",
    );
    for (const target of [
      "https://magazin.example.evil.example/",
      "https://magazin.example@evil.example/",
      "https://evil.example\\@magazin.example/",
      "http://magazin.example/",
      "https://magazin.example/a/../b/",
    ]) {
      expect(safeLocation(target, { configuredOrigin }), target).toBeUndefined();
    }
  });
});

describe("configuredLocation", () => {
  it("encodes the decoded rest of a prefix rule segment by segment", () => {
    expect(configuredLocation("/de/*", "küche/")).toBe("/de/k%C3%BCche/");
    expect(configuredLocation("/de/*", "a?b#c/")).toBe("/de/a%3Fb%23c/");
    expect(configuredLocation("/de/kontakt/")).toBe("/de/kontakt/");
  });

  it("refuses a rest with a dot segment or a backslash, and one that changes the origin", () => {
    expect(configuredLocation("/de/*", "..//evil.example")).toBeUndefined();
    expect(configuredLocation("/de/*", "..\\evil.example")).toBeUndefined();
    expect(configuredLocation("/*", "/evil.example/")).toBeUndefined();
    expect(configuredLocation("https://magazin.example*", ".evil.example/")).toBeUndefined();
    expect(configuredLocation("https://magazin.example/*", "archiv/")).toBe(
      "https://magazin.example/archiv/",
    );
  });

  it("refuses a configured target that leaves the shop without an https origin", () => {
    expect(configuredLocation("//evil.example/")).toBeUndefined();
    expect(configuredLocation("http://magazin.example/")).toBeUndefined();
  });
});

describe("encodedPath", () => {
  it("encodes each segment and keeps the slashes", () => {
    expect(encodedPath("/de/rot blau/a+b/é/")).toBe("/de/rot%20blau/a%2Bb/%C3%A9/");
  });
});
