import { describe, expect, it } from "vitest";
import { chooseLanguage, parseAcceptLanguage } from "./language-choice.ts";

describe("parseAcceptLanguage", () => {
  it("orders tags by quality and drops refused ones", () => {
    expect(parseAcceptLanguage("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5, nl;q=0")).toEqual([
      { tag: "fr-ch", quality: 1 },
      { tag: "fr", quality: 0.9 },
      { tag: "en", quality: 0.8 },
      { tag: "de", quality: 0.7 },
      { tag: "*", quality: 0.5 },
    ]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage("de;q=abc")).toEqual([]);
  });
});

describe("chooseLanguage", () => {
  const swiss = ["de", "fr"] as const;

  it("prefers the locale cookie, then Accept-Language, then the shop's default", () => {
    expect(chooseLanguage(swiss, "de", "fr-ch", "de-CH")).toBe("fr");
    expect(chooseLanguage(swiss, "de", undefined, "en-GB, fr;q=0.8")).toBe("fr");
    expect(chooseLanguage(swiss, "de", undefined, "en-GB")).toBe("de");
    expect(chooseLanguage(swiss, "de", "nl", undefined)).toBe("de");
  });
});
