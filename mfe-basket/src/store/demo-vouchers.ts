import type { Database } from "@shop/shared/platform";
import { CouponStore, type NewCoupon } from "./coupon-store.ts";
import { GiftCardStore, type NewGiftCard } from "./gift-card-store.ts";

/**
 * The demo shop's coupons (decision 0045, README): a welcome coupon everywhere, a fixed amount
 * in the euro shops, an expired one and one of the baby brand only.
 */
export const demoCoupons: readonly NewCoupon[] = [
  {
    code: "WILLKOMMEN10",
    kind: "percent",
    value: 10,
    currency: null,
    minimumOrderValue: 2000,
    validFrom: null,
    validUntil: null,
    maxRedemptions: null,
    active: true,
  },
  {
    code: "FRUEHLING5",
    kind: "amount",
    value: 500,
    currency: "EUR",
    minimumOrderValue: 3000,
    validFrom: null,
    validUntil: null,
    maxRedemptions: 1000,
    active: true,
  },
  {
    code: "WINTER15",
    kind: "percent",
    value: 15,
    currency: null,
    minimumOrderValue: 0,
    validFrom: new Date("2025-12-01T00:00:00Z"),
    validUntil: new Date("2026-03-01T00:00:00Z"),
    maxRedemptions: null,
    active: true,
  },
  {
    code: "BABYSTART20",
    brand: "baby",
    kind: "percent",
    value: 20,
    currency: null,
    minimumOrderValue: 5000,
    validFrom: null,
    validUntil: null,
    maxRedemptions: null,
    active: true,
  },
];

/** The demo shop's gift cards: two in euros, one in francs, one expired. */
export const demoGiftCards: readonly NewGiftCard[] = [
  {
    code: "GESCHENK5000",
    pin: "1234",
    balance: 5000,
    currency: "EUR",
    validUntil: new Date("2030-12-31T23:00:00Z"),
  },
  {
    code: "GESCHENK1000",
    pin: "4321",
    balance: 1000,
    currency: "EUR",
    validUntil: new Date("2030-12-31T23:00:00Z"),
  },
  {
    code: "GESCHENKCHF50",
    pin: "5678",
    balance: 5000,
    currency: "CHF",
    validUntil: new Date("2030-12-31T23:00:00Z"),
  },
  {
    code: "ABGELAUFEN01",
    pin: "0000",
    balance: 2000,
    currency: "EUR",
    validUntil: new Date("2025-01-01T00:00:00Z"),
  },
];

/**
 * Writes the demo coupons and gift cards (those that do not exist yet): the embedded demo shop
 * only, never a production database; gift cards with published PINs are money.
 */
export async function seedDemoVouchers(db: Database) {
  await new CouponStore(db).add(demoCoupons);
  await new GiftCardStore(db).add(demoGiftCards);
  return { coupons: demoCoupons.length, giftCards: demoGiftCards.length };
}
