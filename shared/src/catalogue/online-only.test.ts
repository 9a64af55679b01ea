import { describe, expect, it } from "vitest";
import { isOnlineOnly, isPersonalised, isRetailSuitable } from "./online-only.ts";
import { testVariant } from "./test-variants.ts";

const plain = { attributes: {}, advancedAttributes: {}, bundleItems: [] };

describe("isOnlineOnly and isRetailSuitable", () => {
  it("a buyable plain product is retail-suitable, not online-only", () => {
    expect(isRetailSuitable(plain)).toBe(true);
    expect(isOnlineOnly(plain, testVariant("a"))).toBe(false);
  });

  it("each of personalised, bulky, voucher-product article and bundle makes it online-only", () => {
    const cases = [
      { ...plain, attributes: { personalisierterArtikel: { value: "1" } } },
      { ...plain, advancedAttributes: { bulkyOrLoad: true } },
      { ...plain, advancedAttributes: { vppArticle: true } },
      { ...plain, advancedAttributes: { virtuelleBundles: true } },
      { ...plain, bundleItems: [{ referenceKey: "x", quantity: 1 }] },
    ];
    for (const product of cases) {
      expect(isRetailSuitable(product)).toBe(false);
      expect(isOnlineOnly(product, testVariant("a"))).toBe(true);
    }
  });

  it("a variant that cannot be bought makes it online-only", () => {
    expect(isOnlineOnly(plain, testVariant("a", { bvc: 4 }))).toBe(true);
    expect(isOnlineOnly(plain, testVariant("a", { bvc: 3 }))).toBe(true);
    expect(isOnlineOnly(plain, undefined)).toBe(true);
  });

  it("only the value '1' marks a personalised item", () => {
    expect(isPersonalised({ attributes: { personalisierterArtikel: { value: "0" } } })).toBe(false);
    expect(isPersonalised({ attributes: { personalisierterArtikel: { value: 1 } } })).toBe(true);
  });
});
