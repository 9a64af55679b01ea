import { object, string } from "yup";
import { couponCodePattern } from "@shop/shared";

/** The coupon field's values. */
export interface CouponValues {
  readonly code: string;
}

/** A code is required and written like one (the server's `couponCodePattern`). */
export const couponSchema = object({
  code: string()
    .trim()
    .required("coupon.required")
    .matches(couponCodePattern, { message: "coupon.invalidCode" }),
});
