import { describe, expect, it } from "vitest";
import { productGroupNumber, trackedAmount, trackedItem } from "./tracked-item.ts";

const product = {
  referenceKey: "1000000",
  masterKey: "1000000",
  name: "Vase Ida",
  brand: "Wohnfein",
  subbrand: "Wohnfein Natur",
  categories: ["Wohnen", "Deko", "Vasen", "Glas", "Groß", "Extra"].map((name, index) => ({
    id: `c${index}`,
    categoryName: name,
  })),
};

describe("trackedItem", () => {
  it("carries keys, name, brand with sub-brand and at most five categories", () => {
    const item = trackedItem(
      product,
      { referenceKey: "1000000_01", price: { withTax: 11900 } },
      "de",
    );
    expect(item).toMatchObject({
      item_id: "1000000",
      item_variant: "1000000_01",
      master_key: "1000000",
      item_name: "Vase Ida",
      item_brand: "Wohnfein / Wohnfein Natur",
      item_category: "Wohnen",
      item_category5: "Groß",
      product_group: "c5",
    });
    expect(Object.keys(item)).not.toContain("item_category6");
  });

  it("divides prices by 100 and splits the tax with the country's rate", () => {
    const item = trackedItem(
      product,
      { referenceKey: "v", price: { withTax: 11900, recommendedRetailPrice: 14999 } },
      "de",
    );
    expect(item).toMatchObject({
      price: 119,
      price_net: 100,
      tax: 19,
      recommended_retail_price: 149.99,
    });
    const swiss = trackedItem(product, { referenceKey: "v", price: { withTax: 1081 } }, "ch");
    expect(swiss).toMatchObject({ price: 10.81, price_net: 10, tax: 0.81 });
  });

  it("works without a variant, sub-brand or categories", () => {
    const item = trackedItem({ referenceKey: "7", name: "N", brand: "B" }, undefined, "nl");
    expect(item).toMatchObject({
      item_id: "7",
      master_key: "7",
      item_brand: "B",
      price: undefined,
    });
    expect(item.product_group).toBeUndefined();
  });
});

describe("productGroupNumber", () => {
  it("takes the last category label's leading number, else its id", () => {
    expect(
      productGroupNumber({ ...product, categories: [{ id: "a", categoryName: "4711 Vasen" }] }),
    ).toBe("4711");
  });
});

describe("trackedAmount", () => {
  it("divides cents by 100", () => {
    expect(trackedAmount(1999)).toBe(19.99);
  });
});
