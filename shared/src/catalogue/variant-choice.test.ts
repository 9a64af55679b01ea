import { describe, expect, it } from "vitest";
import { testVariant } from "./test-variants.ts";
import {
  chosenVariant,
  dropdownAxis,
  soldOutOptionLabel,
  variantOptions,
} from "./variant-choice.ts";

describe("chosenVariant", () => {
  const variants = [
    testVariant("a", { price: 900, bvc: 4 }),
    testVariant("b", { price: 800, bvc: 3 }),
    testVariant("c", { price: 1200 }),
    testVariant("d", { price: 1000, bvc: 2 }),
    testVariant("e", { price: 1000 }),
  ];

  it("takes the variant the query names", () => {
    expect(chosenVariant(variants, "a")?.referenceKey).toBe("a");
  });

  it("takes the cheapest available one, ignoring codes 3 and 4, the first of equals", () => {
    expect(chosenVariant(variants)?.referenceKey).toBe("d");
    expect(chosenVariant(variants, "unknown")?.referenceKey).toBe("d");
  });

  it("takes the first when none is available", () => {
    expect(chosenVariant([variants[0]!, variants[1]!])?.referenceKey).toBe("a");
    expect(chosenVariant([])).toBeUndefined();
  });
});

describe("dropdownAxis", () => {
  it("is the first of asGro, masse, auswahlWalz that a variant has", () => {
    const masse = { ...testVariant("m"), attributes: { masse: { label: "1 m", value: "1" } } };
    const walz = { ...testVariant("w"), attributes: { auswahlWalz: { label: "A", value: "A" } } };
    expect(dropdownAxis([walz, masse])).toBe("masse");
    expect(dropdownAxis([walz, testVariant("s", { size: "M" })])).toBe("asGro");
    expect(dropdownAxis([walz])).toBe("auswahlWalz");
    expect(dropdownAxis([testVariant("x")])).toBeUndefined();
  });
});

describe("variantOptions", () => {
  it("marks sold-out variants (code 4) only", () => {
    const options = variantOptions(
      [
        testVariant("s", { size: "S", bvc: 4 }),
        testVariant("m", { size: "M", bvc: 3 }),
        testVariant("l", { size: "L" }),
      ],
      "asGro",
    );
    expect(options.map((option) => [option.label, option.soldOut])).toEqual([
      ["S", true],
      ["M", false],
      ["L", false],
    ]);
  });

  it("labels a sold-out option with the lowercase text in brackets", () => {
    expect(soldOutOptionLabel("M", "Ausverkauft", "de")).toBe("M (ausverkauft)");
  });
});
