import { describe, expect, it } from "vitest";
import type { ProductTeaser } from "@shop/shared";
import { bundleLines, bundleTotal } from "./bundle-add-rules.ts";

const teaser = (referenceKey: string, withTax: number) =>
  ({ referenceKey, name: referenceKey, price: { withTax, currencyCode: "EUR" } }) as ProductTeaser;

describe("bundleLines", () => {
  it("keeps the bundle's order and quantities and leaves out items the shop cannot show", () => {
    const lines = bundleLines(
      [
        { referenceKey: "B", quantity: 2 },
        { referenceKey: "gone", quantity: 1 },
        { referenceKey: "A", quantity: 1 },
        { referenceKey: "C", quantity: 0 },
      ],
      [teaser("A", 1000), teaser("B", 250), teaser("C", 100)],
    );
    expect(lines.map((line) => [line.product.referenceKey, line.quantity])).toEqual([
      ["B", 2],
      ["A", 1],
    ]);
    expect(bundleTotal(lines)).toBe(1500);
  });

  it("is empty without products", () => {
    expect(bundleLines([{ referenceKey: "A", quantity: 1 }], [])).toEqual([]);
    expect(bundleTotal([])).toBe(0);
  });
});
