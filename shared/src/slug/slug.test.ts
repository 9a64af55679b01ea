import { describe, expect, it } from "vitest";
import {
  canonicalContentSlug,
  isReservedContentSlug,
  normalizeContentPath,
  productReferenceFromPdp,
  seoSlug,
  transliterate,
} from "./slug.ts";

describe("transliterate", () => {
  it("lowercases and spells out umlauts and ß", () => {
    expect(transliterate("Größe ÄÖÜ")).toBe("groesse aeoeue");
  });
});

describe("seoSlug", () => {
  it.each([
    [["Leinen-Tischdecke Salbei"], "leinen-tischdecke-salbei"],
    [["Müslischalen, 4 Stück"], "mueslischalen-4-stueck"],
    [["Tasse / Becher", "1042311"], "tasse-becher-1042311"],
    [["Nappe en lin (sauge)!"], "nappe-en-lin-sauge"],
    [["Été", "été"], "été-été"],
  ])("%j → %s", (parts, slug) => {
    expect(seoSlug(...parts)).toBe(slug);
  });
});

describe("productReferenceFromPdp", () => {
  it("takes the last dash-separated segment", () => {
    expect(productReferenceFromPdp("leinen-tischdecke-salbei-1042311")).toBe("1042311");
    expect(productReferenceFromPdp("1042311")).toBe("1042311");
  });
});

describe("content slugs", () => {
  it("treats the fabula-ng prefix and file extensions as reserved", () => {
    expect(isReservedContentSlug("fabula-ng/preview")).toBe(true);
    expect(isReservedContentSlug("kueche/bild.png")).toBe(true);
    expect(isReservedContentSlug("wp-login.php/")).toBe(true);
    expect(isReservedContentSlug("ratgeber/kueche")).toBe(false);
  });

  it("redirects uppercase and umlauts to the lowercased transliterated slug", () => {
    expect(canonicalContentSlug("Ratgeber/Küche")).toBe("ratgeber/kueche");
    expect(canonicalContentSlug("ratgeber/kueche")).toBe("ratgeber/kueche");
  });
});

describe("normalizeContentPath", () => {
  it("strips locale, company and category-page prefixes and empties home", () => {
    expect(normalizeContentPath("de-de/wohnfein/kategorieseiten/kueche", ["wohnfein"])).toBe(
      "kueche",
    );
    expect(normalizeContentPath("fr-be/ratgeber/bebe", [])).toBe("ratgeber/bebe");
    expect(normalizeContentPath("nl-nl/home")).toBe("");
    expect(normalizeContentPath("home/")).toBe("");
    expect(normalizeContentPath("magazin/kategorieseiten/wohnen")).toBe("wohnen");
  });
});
