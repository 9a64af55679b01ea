import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RedirectRules } from "./redirect-rules.ts";
import { decodeRequestPath, lacksTrailingSlash } from "./request-path.ts";

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

  it("encodes the rest of a prefix onto the target and matches no rule when that is unsafe", () => {
    expect(rules.lookup("/de/shop/a?b#c/")).toEqual({ target: "/de/a%3Fb%23c/", statusCode: 301 });
    expect(rules.lookup("/de/shop/..//evil.example")).toBeUndefined();
    expect(rules.lookup("/de/shop/..\\evil.example/")).toBeUndefined();
  });

  it("refuses a rules file whose target would leave the shop", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "redirect-rules-"));
    const file = path.join(dir, "rules.json");
    writeFileSync(
      file,
      JSON.stringify({ rules: [{ from: "/de/alt/", to: "//evil.example/", statusCode: 301 }] }),
    );
    expect(() => RedirectRules.load(file)).toThrow(/rules\.0\.to: must be a path on the shop/);
    rmSync(dir, { recursive: true });
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
