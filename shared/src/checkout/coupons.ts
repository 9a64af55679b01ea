import type { Currency } from "../shops/shops.ts";

/** A reduction in percent of the items' value, or a fixed amount in cents (decision 0045). */
export type CouponKind = "percent" | "amount";

/** A coupon as the rules need it (the basket's `coupons` table; decision 0045). */
export interface CouponTerms {
  readonly code: string;
  readonly kind: CouponKind;
  /** Percent (1 to 100) or cents of `currency`. */
  readonly value: number;
  readonly currency: Currency | null;
  /** The items' value with tax it needs, in cents. */
  readonly minimumOrderValue: number;
  readonly validFrom: Date | null;
  readonly validUntil: Date | null;
  readonly maxRedemptions: number | null;
  readonly redemptionCount: number;
  readonly active: boolean;
}

/**
 * Why a coupon does not count now. `unknown` also stands for an inactive coupon and one of
 * another brand or shop: a guesser learns nothing from it.
 */
export type CouponIssue =
  "unknown" | "notYetValid" | "expired" | "exhausted" | "currency" | "minimumOrderValue";

/** A coupon on a basket as the API answers it: its reduction now, or why it gives none. */
export interface BasketCoupon {
  readonly code: string;
  readonly kind: CouponKind;
  readonly value: number;
  readonly minimumOrderValue: number;
  /** Cents with tax taken off the items; 0 while `issue` is set. */
  readonly reduction: number;
  readonly issue: CouponIssue | null;
}

/** The voucher cookie's and the coupon field's codes: letters, digits, `_` and `-`, at most 40. */
export const couponCodePattern = /^[A-Za-z0-9_-]{1,40}$/;

/** Codes are typed in any case; the shop compares them in upper case. */
export function normalisedCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The first rule a coupon breaks for items worth `itemsTotal` cents (with tax) in a shop of
 * `currency` at `now`, or null when it counts. Dates are inclusive at the start, exclusive at
 * the end.
 */
export function couponIssue(
  coupon: CouponTerms,
  { itemsTotal, currency, now }: { itemsTotal: number; currency: Currency; now: Date },
): CouponIssue | null {
  if (!coupon.active) return "unknown";
  if (coupon.validFrom && now < coupon.validFrom) return "notYetValid";
  if (coupon.validUntil && now >= coupon.validUntil) return "expired";
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) {
    return "exhausted";
  }
  if (coupon.kind === "amount" && coupon.currency !== currency) return "currency";
  if (itemsTotal < coupon.minimumOrderValue) return "minimumOrderValue";
  return null;
}

/**
 * What a coupon takes off items worth `itemsTotal` cents: a percentage rounded to the cent,
 * or the fixed amount, never more than the items are worth (shipping is not reduced).
 */
export function couponReduction(
  coupon: Pick<CouponTerms, "kind" | "value">,
  itemsTotal: number,
): number {
  const reduction =
    coupon.kind === "percent" ? Math.round((itemsTotal * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(reduction, itemsTotal));
}

/** The coupon on a basket with items worth `itemsTotal`: its reduction, or its issue. */
export function basketCoupon(
  coupon: CouponTerms,
  context: { itemsTotal: number; currency: Currency; now: Date },
): BasketCoupon {
  const issue = couponIssue(coupon, context);
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    minimumOrderValue: coupon.minimumOrderValue,
    reduction: issue ? 0 : couponReduction(coupon, context.itemsTotal),
    issue,
  };
}

/** The coupon an order was placed with and what it took off, in cents with tax. */
export interface OrderCoupon {
  readonly code: string;
  readonly reduction: number;
}

/** The part of an order a gift card (payment method G) paid, in cents. */
export interface OrderGiftCard {
  readonly code: string;
  readonly amount: number;
}

/** A gift card in `placeOrder`'s body: its code and PIN, and how much of the total it pays. */
export interface GiftCardPayment {
  readonly code: string;
  readonly pin: string;
  readonly amount: number;
}

/** `POST /api/shop/checkout/giftCard/balance/`'s answer. */
export interface GiftCardBalance {
  readonly code: string;
  readonly balance: number;
  readonly currency: Currency;
  readonly validUntil: string;
}

/** A gift card's code as printed (letters and digits, 8 to 24) and its PIN (4 to 8 digits). */
export const giftCardCodePattern = /^[A-Za-z0-9]{8,24}$/;
export const giftCardPinPattern = /^[0-9]{4,8}$/;
