import { describe, expect, it } from "vitest";
import { shippingFor, type ShippingInput } from "./shipping.ts";

const base: ShippingInput = {
  orderValue: 2000,
  conditions: [
    { label: "Standard", versandkosten: 499, ab_bestellwert: 0 },
    { label: "Free", versandkosten: 0, ab_bestellwert: 5900 },
  ],
  frachtkosten: 1499,
  freightLabel: "Freight",
  bulky: false,
  freeShipping: false,
  freeShippingLabel: "Free shipping",
};

describe("shippingFor", () => {
  it("charges the reached condition and shows the way to the cheaper one", () => {
    expect(shippingFor(base)).toEqual({
      cost: 499,
      label: "Standard",
      next: { label: "Free", cost: 0, from: 5900 },
      remaining: 3900,
    });
  });

  it("reaches free shipping exactly at the threshold", () => {
    expect(shippingFor({ ...base, orderValue: 5899 }).cost).toBe(499);
    expect(shippingFor({ ...base, orderValue: 5900 })).toMatchObject({
      cost: 0,
      next: null,
      remaining: 0,
    });
  });

  it("charges freight for bulky goods and nothing when every line ships free", () => {
    expect(shippingFor({ ...base, bulky: true }).cost).toBe(1499);
    expect(shippingFor({ ...base, bulky: true, freeShipping: true }).cost).toBe(0);
  });

  it("uses the spec's fallback of 4,99 from 0,00 when there is one condition", () => {
    const fallback = shippingFor({ ...base, conditions: [base.conditions[0]!], orderValue: 0 });
    expect(fallback).toMatchObject({ cost: 499, next: null, remaining: 0 });
  });
});
