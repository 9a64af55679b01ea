import { mixed, object, string } from "yup";
import {
  giftCardCodePattern,
  giftCardPinPattern,
  isPaymentMethodCode,
  type PaymentMethodCode,
} from "@shop/shared";

/** The payment step's values: one of the codes the shop offers. */
export interface PaymentStepValues {
  readonly paymentMethod: PaymentMethodCode | "";
}

/** The payment step's schema: a method the shop offers, else `checkout.errors.paymentMethod`. */
export function paymentStepSchema(offered: readonly PaymentMethodCode[]) {
  return object({
    paymentMethod: mixed().test({
      name: "offered-method",
      message: "checkout.errors.paymentMethod",
      test: (value) => isPaymentMethodCode(value) && offered.includes(value),
    }),
  });
}

/** The gift card's number and PIN, as printed on the card. */
export interface GiftCardValues {
  readonly code: string;
  readonly pin: string;
}

export const giftCardSchema = object({
  code: string()
    .trim()
    .required("giftCard.errors.code")
    .matches(giftCardCodePattern, { message: "giftCard.errors.code" }),
  pin: string()
    .trim()
    .required("giftCard.errors.pin")
    .matches(giftCardPinPattern, { message: "giftCard.errors.pin" }),
});

/** An amount as typed (`12,50`, `12.5`, `12`) in cents, or undefined when it is none. */
export function amountInCents(typed: string): number | undefined {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(typed);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** The gift card's amount: above zero, at most `max` cents (its balance and the open total). */
export function giftCardAmountSchema(max: number) {
  return object({
    amount: string().test({
      name: "gift-card-amount",
      message: "giftCard.errors.amount",
      test: (value) => {
        const cents = amountInCents(value ?? "");
        return cents !== undefined && cents > 0 && cents <= max;
      },
    }),
  });
}
