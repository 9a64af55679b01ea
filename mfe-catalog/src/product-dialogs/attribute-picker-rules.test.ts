import { describe, expect, it } from "vitest";
import type { ProductVariant } from "@shop/shared";
import { attributePickerOptions } from "./attribute-picker-rules.ts";

function variant(size: string, bvc: 1 | 2 | 3 | 4, daysTo: number): ProductVariant {
  return {
    id: `v-${size}`,
    referenceKey: `1000001_${size}`,
    attributes: { asGro: { label: size, value: size } },
    delivery: {
      BVC: bvc,
      deliveryDaysFrom: bvc === 4 ? 0 : 1,
      deliveryDaysTo: daysTo,
      priceReference: "",
    },
  } as unknown as ProductVariant;
}

describe("attributePickerOptions", () => {
  const variants = [variant("S", 1, 3), variant("M", 4, 0), variant("L", 2, 40)];

  it("lists the dropdown's options in order with each one's availability", () => {
    const options = attributePickerOptions(variants, "asGro", "1000001_S", "home");
    expect(
      options.map((option) => [option.label, option.soldOut, option.availability.key]),
    ).toEqual([
      ["S", false, "deliveryTimeInstant"],
      ["M", true, "deliveryTimeSold"],
      // Its orderable sibling variants take 1–3 days, so the long time reads as varying.
      ["L", false, "deliveryAvailable"],
    ]);
  });

  it("marks only the variant shown now", () => {
    const options = attributePickerOptions(variants, "asGro", "1000001_L", "home");
    expect(options.map((option) => option.current)).toEqual([false, false, true]);
    expect(
      attributePickerOptions(variants, "asGro", undefined, "home").some((o) => o.current),
    ).toBe(false);
  });

  it("shows a sold-out variant in the danger colour", () => {
    const [, soldOut] = attributePickerOptions(variants, "asGro", undefined, "home");
    expect(soldOut?.availability.danger).toBe(true);
  });
});
