import { describe, expect, it } from "vitest";
import {
  hasDifferentPrice,
  priceOptions,
  priceRange,
  salePercent,
  unitDisplay,
} from "./price-options.ts";
import { testVariant } from "./test-variants.ts";

describe("unitDisplay", () => {
  it("maps LI to l and QM to m², lowercases the rest", () => {
    expect(unitDisplay("LI")).toBe("l");
    expect(unitDisplay("QM")).toBe("m²");
    expect(unitDisplay("KG")).toBe("kg");
    expect(unitDisplay("Stück")).toBe("stück");
  });
});

describe("hasDifferentPrice", () => {
  it("compares only variants in stock with codes 1 and 2", () => {
    expect(
      hasDifferentPrice([testVariant("a", { price: 100 }), testVariant("b", { price: 100 })]),
    ).toBe(false);
    expect(
      hasDifferentPrice([
        testVariant("a", { price: 100 }),
        testVariant("b", { price: 200, bvc: 2 }),
      ]),
    ).toBe(true);
    expect(
      hasDifferentPrice([
        testVariant("a", { price: 100 }),
        testVariant("b", { price: 200, bvc: 3 }),
        testVariant("c", { price: 300, bvc: 4 }),
        testVariant("d", { price: 400, stock: 0 }),
      ]),
    ).toBe(false);
  });
});

describe("priceOptions", () => {
  it("crosses out the recommended retail price only at ≤ 96 %", () => {
    const reduced = testVariant("a", { price: 9600, rrp: 10000 });
    expect(priceOptions(reduced, [reduced]).referencePrice).toBe(10000);
    const barely = testVariant("b", { price: 9700, rrp: 10000 });
    expect(priceOptions(barely, [barely]).referencePrice).toBeNull();
    expect(priceOptions(barely, [barely]).recommendedRetailPrice).toBe(10000);
  });

  it("gives the unit price with the unit as displayed", () => {
    const base = testVariant("a", { price: 500 });
    const variant = {
      ...base,
      price: { ...base.price, reference: { withTax: 2000, unit: "LI", size: 0.25 } },
    };
    expect(priceOptions(variant, [variant]).unitPrice).toEqual({
      price: 2000,
      unit: "l",
      amount: 1,
    });
  });
});

describe("salePercent", () => {
  it("uses the first reduction's relative amount, only when reduced by the rule", () => {
    const base = testVariant("a", { price: 8000, rrp: 10000 });
    expect(salePercent(base)).toBe(20);
    const reduced = {
      ...base,
      price: { ...base.price, appliedReductions: [{ amount: { relative: 0.21 } }] },
    };
    expect(salePercent(reduced)).toBe(21);
    expect(salePercent(testVariant("b", { price: 9800, rrp: 10000 }))).toBeNull();
  });
});

describe("priceRange", () => {
  it("is a range only when the prices differ", () => {
    expect(priceRange({ priceRange: { min: 100, max: 100, currencyCode: "EUR" } })).toBeNull();
    expect(priceRange({ priceRange: { min: 100, max: 200, currencyCode: "EUR" } })).toEqual({
      min: 100,
      max: 200,
    });
  });
});
