import { describe, expect, it } from "vitest";
import { withoutTax } from "./tax.ts";

describe("withoutTax", () => {
  it("removes each country's standard VAT, rounded to the cent", () => {
    expect(withoutTax(11900, "de")).toBe(10000);
    expect(withoutTax(12000, "at")).toBe(10000);
    expect(withoutTax(10810, "ch")).toBe(10000);
    expect(withoutTax(12100, "nl")).toBe(10000);
    expect(withoutTax(999, "de")).toBe(839);
  });
});
