import { describe, expect, it } from "vitest";
import {
  bvcAfterStockChange,
  isBackInStock,
  offersStockReminder,
  validateStockReminder,
} from "./stock-reminder-rules.ts";

describe("validateStockReminder", () => {
  it("accepts a variant id and an address, normalised by the shop's e-mail rule", () => {
    expect(
      validateStockReminder({ variantId: "home-1000007-1", email: " Ana@Example.ORG " }),
    ).toEqual({
      ok: true,
      value: { variantId: "home-1000007-1", email: "ana@example.org" },
    });
  });

  it("names the problem: no address, a bad address, a bad variant id", () => {
    const variantId = "home-1000007-1";
    expect(validateStockReminder({ variantId, email: "" })).toEqual({
      ok: false,
      key: "newsletter.errors.required",
    });
    expect(validateStockReminder({ variantId, email: "ana@example" })).toEqual({
      ok: false,
      key: "newsletter.errors.email",
    });
    expect(validateStockReminder({ variantId: "a/b", email: "ana@example.org" })).toEqual({
      ok: false,
      key: "stockReminder.errors.variant",
    });
    expect(validateStockReminder(null)).toEqual({ ok: false, key: "stockReminder.errors.variant" });
  });
});

describe("stock and availability", () => {
  it("offers a reminder only for sold-out variants (code 4)", () => {
    expect([1, 2, 3, 4].map((bvc) => offersStockReminder(bvc as 1 | 2 | 3 | 4))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it("counts a variant back when it can be bought and has stock", () => {
    expect(isBackInStock(1, 1)).toBe(true);
    expect(isBackInStock(2, 3)).toBe(true);
    expect(isBackInStock(1, 0)).toBe(false);
    expect(isBackInStock(4, 5)).toBe(false);
    expect(isBackInStock(3, 5)).toBe(false);
  });

  it("moves the code with the stock: 4 → 1 with stock, 1 → 4 without, others kept", () => {
    expect(bvcAfterStockChange(4, 3)).toBe(1);
    expect(bvcAfterStockChange(1, 0)).toBe(4);
    expect(bvcAfterStockChange(4, 0)).toBe(4);
    expect(bvcAfterStockChange(2, 0)).toBe(2);
    expect(bvcAfterStockChange(3, 9)).toBe(3);
  });
});
