import { describe, expect, it } from "vitest";
import type { Product, ProductSibling, ProductVariant } from "@shop/shared";
import { siblingChoices } from "./sibling-select-rules.ts";

function variant(referenceKey: string, bvc: 1 | 4, daysTo = 3): ProductVariant {
  return {
    id: `v-${referenceKey}`,
    referenceKey,
    attributes: {},
    delivery: { BVC: bvc, deliveryDaysFrom: 1, deliveryDaysTo: daysTo, priceReference: "" },
  } as unknown as ProductVariant;
}

const product = {
  id: "p1",
  name: "Kissen Blau",
  seoUrl: "p/kissen-blau-1000001/",
  images: [{ src: "/images/1000001-1.webp" }],
  colorsList: ["blau"],
  variants: [variant("1000001_S", 1), variant("1000001_M", 4)],
} as unknown as Product;

function sibling(id: string, variants: ProductVariant[], buyable: string): ProductSibling {
  return {
    id,
    label: `Kissen ${id}`,
    referenceKey: id,
    seoUrl: `p/kissen-${id}/`,
    imageHash: "",
    isActive: true,
    advancedAttributes: { farbe: ["rot"] },
    buyableVariant: { id: `v-${buyable}`, referenceKey: buyable },
    hasVariants: variants.length > 1,
    images: [],
    variants,
  };
}

describe("siblingChoices", () => {
  const red = sibling(
    "1000002",
    [variant("1000002_S", 4), variant("1000002_M", 1, 2)],
    "1000002_M",
  );

  it("lists the product shown now first, then its siblings, with the availability each opens with", () => {
    const choices = siblingChoices(product, "1000001_M", [red], "home");
    expect(choices.map((choice) => [choice.name, choice.current, choice.availability.key])).toEqual(
      [
        ["Kissen Blau", true, "deliveryTimeSold"],
        ["Kissen 1000002", false, "deliveryTimeInstant"],
      ],
    );
    expect(choices[0]?.image?.src).toBe("/images/1000001-1.webp");
    expect(choices[1]?.image).toBeUndefined();
    expect(choices[1]?.colours).toEqual(["rot"]);
  });

  it("leaves out a sibling whose buyable variant is not among its variants", () => {
    const broken = sibling("1000003", [variant("1000003_S", 1)], "1000003_X");
    expect(siblingChoices(product, undefined, [broken], "home").map((c) => c.id)).toEqual(["p1"]);
  });
});
