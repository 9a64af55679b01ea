import { describe, expect, it } from "vitest";
import { buyableSiblings, isBuyableSibling } from "./siblings.ts";
import { testVariant } from "./test-variants.ts";

describe("isBuyableSibling", () => {
  it("is buyable unless every variant is sold out", () => {
    expect(
      isBuyableSibling({ variants: [testVariant("a", { bvc: 4 }), testVariant("b", { bvc: 3 })] }),
    ).toBe(true);
    expect(
      isBuyableSibling({ variants: [testVariant("a", { bvc: 4 }), testVariant("b", { bvc: 4 })] }),
    ).toBe(false);
    expect(isBuyableSibling({ variants: [] })).toBe(false);
  });

  it("drops the non-buyable ones and keeps the order", () => {
    const siblings = [
      { id: 1, variants: [testVariant("a")] },
      { id: 2, variants: [testVariant("b", { bvc: 4 })] },
      { id: 3, variants: [testVariant("c", { bvc: 2 })] },
    ];
    expect(buyableSiblings(siblings).map((sibling) => sibling.id)).toEqual([1, 3]);
  });
});
