import { describe, expect, it } from "vitest";
import { basketCoupon, couponIssue, couponReduction, type CouponTerms } from "./coupons.ts";

const welcome: CouponTerms = {
  code: "WILLKOMMEN10",
  kind: "percent",
  value: 10,
  currency: null,
  minimumOrderValue: 2000,
  validFrom: new Date("2026-01-01T00:00:00Z"),
  validUntil: new Date("2027-01-01T00:00:00Z"),
  maxRedemptions: 3,
  redemptionCount: 0,
  active: true,
};
const now = new Date("2026-11-24T12:00:00Z");
const at = (itemsTotal: number, moment = now) => ({
  itemsTotal,
  currency: "EUR" as const,
  now: moment,
});

describe("coupon rules (decision 0045)", () => {
  it("counts from the minimum order value within the dates", () => {
    expect(couponIssue(welcome, at(2000))).toBeNull();
    expect(couponIssue(welcome, at(1999))).toBe("minimumOrderValue");
    expect(couponIssue(welcome, at(5000, new Date("2025-12-31T23:59:59Z")))).toBe("notYetValid");
    expect(couponIssue(welcome, at(5000, new Date("2027-01-01T00:00:00Z")))).toBe("expired");
  });

  it("is exhausted at its redemptions, unknown when inactive, and needs its currency", () => {
    expect(couponIssue({ ...welcome, redemptionCount: 3 }, at(5000))).toBe("exhausted");
    expect(couponIssue({ ...welcome, active: false }, at(5000))).toBe("unknown");
    const fiveOff = { ...welcome, kind: "amount" as const, value: 500, currency: "EUR" as const };
    expect(couponIssue(fiveOff, { ...at(5000), currency: "CHF" })).toBe("currency");
  });

  it("takes a rounded percentage or the fixed amount, never more than the items", () => {
    expect(couponReduction(welcome, 3333)).toBe(333);
    expect(couponReduction(welcome, 3335)).toBe(334);
    expect(couponReduction({ kind: "amount", value: 500 }, 3000)).toBe(500);
    expect(couponReduction({ kind: "amount", value: 500 }, 300)).toBe(300);
    expect(couponReduction({ kind: "percent", value: 100 }, 4990)).toBe(4990);
  });

  it("gives no reduction while a rule is broken", () => {
    expect(basketCoupon(welcome, at(1000))).toMatchObject({
      reduction: 0,
      issue: "minimumOrderValue",
    });
    expect(basketCoupon(welcome, at(4990))).toMatchObject({ reduction: 499, issue: null });
  });
});
