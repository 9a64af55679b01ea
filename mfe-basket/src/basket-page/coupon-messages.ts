import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

const couponFailed = msg({
  id: "coupon.failed",
  message: "The coupon could not be redeemed. Please try again in a moment",
});

/**
 * The wording of the coupon field's keys: its own checks and the refusals of `addCoupon`
 * (decision 0045). `coupon.minimumOrderValue` takes `{amount}`, the formatted minimum.
 */
const couponMessages: Readonly<Record<string, MessageDescriptor>> = {
  "coupon.required": msg({ id: "coupon.required", message: "Please enter a coupon code" }),
  "coupon.invalidCode": msg({
    id: "coupon.invalidCode",
    message: "A coupon code has only letters, digits, hyphens and underscores",
  }),
  "coupon.unknown": msg({ id: "coupon.unknown", message: "We do not know this coupon code" }),
  "coupon.notYetValid": msg({ id: "coupon.notYetValid", message: "This coupon is not valid yet" }),
  "coupon.expired": msg({ id: "coupon.expired", message: "This coupon has expired" }),
  "coupon.exhausted": msg({ id: "coupon.exhausted", message: "This coupon has been used up" }),
  "coupon.currency": msg({
    id: "coupon.currency",
    message: "This coupon is not valid in this shop",
  }),
  "coupon.minimumOrderValue": msg({
    id: "coupon.minimumOrderValue",
    message: "This coupon is valid from an order value of {amount}",
  }),
  "coupon.onlyOne": msg({
    id: "coupon.onlyOne",
    message: "Only one coupon per order: please remove the other one first",
  }),
  "coupon.emptyBasket": msg({
    id: "coupon.emptyBasket",
    message: "Please put something in your basket first",
  }),
  "coupon.failed": couponFailed,
};

/** The wording of a coupon key, or the generic failure. */
export function couponMessage(key: string): MessageDescriptor {
  return couponMessages[key] ?? couponFailed;
}
