import { mixed, object } from "yup";
import { isPaymentMethodCode, type PaymentMethodCode } from "@shop/shared";

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
