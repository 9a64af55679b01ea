import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { couponMessage } from "../basket-page/coupon-messages.ts";

/**
 * The checkout's wording of every message key its forms and the order placement can show (core
 * spec point 5): the shared address and e-mail rules' keys, and the keys `placeOrder` refuses
 * with (`ApiError.key`, decision 0035). A key without wording here shows the generic failure.
 */
const genericFailure = msg({
  id: "checkout.failed",
  message: "That did not work. Please try again in a moment",
});

const checkoutMessages: Readonly<Record<string, MessageDescriptor>> = {
  "validation.required": msg({ id: "validation.required", message: "Value is required" }),
  "validation.maxLength": msg({
    id: "validation.maxLength",
    message: "The maximum length allowed is {max}",
  }),
  "validation.name": msg({
    id: "validation.name",
    message: "Please use only letters, hyphens, dots and spaces",
  }),
  "validation.gender": msg({ id: "validation.gender", message: "Please choose a salutation" }),
  "validation.invalidCharacters": msg({
    id: "validation.invalidCharacters",
    message: "This contains characters that cannot be used here",
  }),
  "newsletter.errors.required": msg({
    id: "newsletter.errors.required",
    message: "Please enter your email address",
  }),
  "newsletter.errors.email": msg({
    id: "newsletter.errors.email",
    message: "Please enter a valid email address, such as name@example.com",
  }),
  "address.errors.postcode": msg({
    id: "address.errors.postcode",
    message: "Please enter a postcode of the chosen country",
  }),
  "address.errors.country": msg({
    id: "address.errors.country",
    message: "Please choose a country",
  }),
  "checkout.errors.paymentMethod": msg({
    id: "checkout.errors.paymentMethod",
    message: "Please choose a payment method",
  }),
  "checkout.checkFields": msg({
    id: "checkout.checkFields",
    message: "Please check the marked fields",
  }),
  "checkout.paymentDeclined": msg({
    id: "checkout.paymentDeclined",
    message:
      "The payment was declined. Your basket is unchanged: please choose another payment method or try again",
  }),
  "checkout.paymentTimeout": msg({
    id: "checkout.paymentTimeout",
    message:
      "The payment provider did not answer in time. Nothing was charged: please try again or choose another payment method",
  }),
  "checkout.pricesChanged": msg({
    id: "checkout.pricesChanged",
    message: "The prices in your basket have changed. Please reload the page and check your order",
  }),
  "basket.notEnoughStock": msg({
    id: "checkout.notEnoughStock",
    message: "An item is no longer in stock in this quantity. Please change your basket",
  }),
  "checkout.emptyBasket": msg({
    id: "checkout.emptyBasket",
    message: "Your basket is empty",
  }),
  "checkout.shippingCountry": msg({
    id: "checkout.shippingCountry",
    message: "This shop delivers only within its country",
  }),
  "giftCard.errors.code": msg({
    id: "giftCard.errors.code",
    message: "Please enter the gift card number: 8 to 24 letters and digits",
  }),
  "giftCard.errors.pin": msg({
    id: "giftCard.errors.pin",
    message: "Please enter the PIN: 4 to 8 digits",
  }),
  "giftCard.errors.amount": msg({
    id: "giftCard.errors.amount",
    message: "Please enter an amount above zero, at most the balance and the total",
  }),
  "giftCard.invalid": msg({
    id: "giftCard.invalid",
    message: "The gift card number or the PIN is wrong",
  }),
  "giftCard.expired": msg({ id: "giftCard.expired", message: "This gift card has expired" }),
  "giftCard.currency": msg({
    id: "giftCard.currency",
    message: "This gift card cannot be used in this shop's currency",
  }),
  "giftCard.insufficientBalance": msg({
    id: "giftCard.insufficientBalance",
    message: "The gift card's balance no longer covers this amount. Please check it again",
  }),
  "giftCard.tooManyAttempts": msg({
    id: "giftCard.tooManyAttempts",
    message: "Too many attempts. Please wait a few minutes and try again",
  }),
  "checkout.failed": genericFailure,
};

/** The wording of a key, or of the generic failure when the checkout has none for it. */
export function checkoutMessage(key: string): MessageDescriptor {
  if (key.startsWith("coupon.")) return couponMessage(key);
  return checkoutMessages[key] ?? genericFailure;
}
