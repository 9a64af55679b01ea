import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-to.ts";

const home = "/de/";

describe("safeReturnPath: only this shop's paths (issue 17)", () => {
  it.each([
    ["/de/konto/bestellungen/", "/de/konto/bestellungen/"],
    ["/de/warenkorb/?tab=2", "/de/warenkorb/?tab=2"],
    ["/fr/esp%C3%A8ces/", "/fr/esp%C3%A8ces/"],
    ["/de/p/tisch-1000000/#bewertungen", "/de/p/tisch-1000000/#bewertungen"],
    ["/de/suche/?q=Küche", "/de/suche/?q=K%C3%BCche"],
  ])("keeps %s", (raw, expected) => {
    expect(safeReturnPath(raw, home)).toBe(expected);
  });

  it.each([
    undefined,
    "",
    "de/konto/",
    "//evil.example/",
    "/\\evil.example/",
    "/%5Cevil.example/",
    "https://evil.example/",
    "javascript:alert(1)",
    "/de/../../etc/passwd",
    "/de/%2e%2e/konto/",
    "/de/./konto/",
    "/de/\nkonto/",
    "/de/\tkonto/",
  ])("refuses %j", (raw) => {
    expect(safeReturnPath(raw, home)).toBe(home);
  });
});
