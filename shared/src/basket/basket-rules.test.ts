import { describe, expect, it } from "vitest";
import type { PriceScaleBlock } from "../api/products.ts";
import {
  availableQuantity,
  basketKey,
  canDecrease,
  canIncrease,
  checkQuantity,
  isCustomised,
  maxLineQuantity,
  newItemGroupId,
  nextScale,
  parseOwnedKey,
  paybackPoints,
  pricePromotionKeyFor,
  unitPriceFor,
  wishlistKey,
} from "./index.ts";

const scales: PriceScaleBlock = {
  priceReference: "1234567@home-de",
  paybackFactor: 1,
  scaleAmount1: 3,
  scalePrice1: 900,
  scaleUnit1: "ST",
  scalePromotionKey1: "scale3",
  scaleAmount2: 10,
  scalePrice2: 800,
  scaleUnit2: "ST",
  scalePromotionKey2: "scale10",
};

describe("keys", () => {
  it("builds and reads basket and wishlist keys", () => {
    const userId = "ab".repeat(32);
    expect(parseOwnedKey(basketKey("home-de", userId))).toEqual({
      kind: "basket",
      shopId: "home-de",
      userId,
    });
    expect(parseOwnedKey(wishlistKey("baby-be", "0123abcd"))?.kind).toBe("wishlist");
  });

  it("refuses anything else", () => {
    for (const key of [
      "basket_home-de_",
      "basket_home-de_XYZ12345",
      "basket__0a1b2c3d",
      "order_home-de_0123abcd",
      7,
    ]) {
      expect(parseOwnedKey(key)).toBeUndefined();
    }
    expect(parseOwnedKey(`basket_home-de_${"a".repeat(65)}`)).toBeUndefined();
  });
});

describe("quantity rules", () => {
  it("decreases only from 2 and increases only below the available quantity", () => {
    expect(canDecrease(1)).toBe(false);
    expect(canDecrease(2)).toBe(true);
    expect(canIncrease(4, 5)).toBe(true);
    expect(canIncrease(5, 5)).toBe(false);
  });

  it("caps the available quantity at the per-line limit", () => {
    expect(availableQuantity(3)).toBe(3);
    expect(availableQuantity(5000)).toBe(maxLineQuantity);
    expect(availableQuantity(-2)).toBe(0);
  });

  it("accepts whole numbers in range and refuses the rest", () => {
    expect(checkQuantity(1, { allowZero: false })).toEqual({ ok: true, quantity: 1 });
    expect(checkQuantity(0, { allowZero: true })).toEqual({ ok: true, quantity: 0 });
    for (const bad of [0, -1, 1.5, maxLineQuantity + 1, "2", null, Number.NaN, 1e12]) {
      expect(checkQuantity(bad, { allowZero: false }).ok).toBe(false);
    }
  });
});

describe("price scales", () => {
  it("takes the highest threshold not above the quantity, else default", () => {
    expect(pricePromotionKeyFor(2, scales)).toBe("default");
    expect(pricePromotionKeyFor(3, scales)).toBe("scale3");
    expect(pricePromotionKeyFor(9, scales)).toBe("scale3");
    expect(pricePromotionKeyFor(10, scales)).toBe("scale10");
    expect(pricePromotionKeyFor(5, { priceReference: "x", paybackFactor: 0 })).toBe("default");
  });

  it("prices the quantity at the reached scale", () => {
    expect(unitPriceFor(2, 1000, scales)).toBe(1000);
    expect(unitPriceFor(3, 1000, scales)).toBe(900);
    expect(unitPriceFor(12, 1000, scales)).toBe(800);
  });

  it("names the next scale to reach", () => {
    expect(nextScale(1, scales)?.amount).toBe(3);
    expect(nextScale(3, scales)?.amount).toBe(10);
    expect(nextScale(10, scales)).toBeUndefined();
  });
});

describe("customisation", () => {
  it("treats 'ohne' and empty texts as no customisation", () => {
    expect(isCustomised(undefined)).toBe(false);
    expect(isCustomised({ text1: "ohne" })).toBe(false);
    expect(isCustomised({ text1: " Ohne " })).toBe(false);
    expect(isCustomised({ text1: "  " })).toBe(false);
    expect(isCustomised({ text1: "Mia" })).toBe(true);
    expect(isCustomised({ text1: "", text2: "Ben" })).toBe(true);
  });

  it("gives customised lines 8-digit group ids", () => {
    expect(newItemGroupId(() => 0)).toBe("10000000");
    expect(newItemGroupId(() => 0.999999999)).toMatch(/^\d{8}$/);
  });
});

describe("paybackPoints", () => {
  it("sums factor × unit price / 100 × quantity and rounds down", () => {
    expect(paybackPoints([{ factor: 0.5, unitPrice: 1999, quantity: 3 }])).toBe(29);
    expect(
      paybackPoints([
        { factor: 0.02, unitPrice: 5000, quantity: 2 },
        { factor: 0.01, unitPrice: 2550, quantity: 1 },
      ]),
    ).toBe(2);
  });

  it("counts a total between 0 and 1 as 1 and nothing as 0", () => {
    expect(paybackPoints([{ factor: 0.01, unitPrice: 500, quantity: 1 }])).toBe(1);
    expect(paybackPoints([])).toBe(0);
    expect(paybackPoints([{ factor: 0, unitPrice: 500, quantity: 4 }])).toBe(0);
  });
});
