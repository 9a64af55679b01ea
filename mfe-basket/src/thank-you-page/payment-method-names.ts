import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { PaymentMethodCode } from "@shop/shared";

/** The payment methods' names as shoppers know them (core spec point 3, payment method codes). */
export const paymentMethodNames: Record<PaymentMethodCode, MessageDescriptor> = {
  KK: msg({ id: "checkout.paymentMethod.KK", message: "Credit card" }),
  KD: msg({ id: "checkout.paymentMethod.KD", message: "Klarna instalments" }),
  KC: msg({ id: "checkout.paymentMethod.KC", message: "Klarna pay later" }),
  KN: msg({ id: "checkout.paymentMethod.KN", message: "Klarna pay now" }),
  PP: msg({ id: "checkout.paymentMethod.PP", message: "PayPal" }),
  G: msg({ id: "checkout.paymentMethod.G", message: "Gift card" }),
  NN: msg({ id: "checkout.paymentMethod.NN", message: "Cash on delivery" }),
  RE: msg({ id: "checkout.paymentMethod.RE", message: "Invoice" }),
  V: msg({ id: "checkout.paymentMethod.V", message: "Pay in advance" }),
  TW: msg({ id: "checkout.paymentMethod.TW", message: "TWINT" }),
  IL: msg({ id: "checkout.paymentMethod.IL", message: "iDEAL" }),
  AP: msg({ id: "checkout.paymentMethod.AP", message: "Apple Pay" }),
};
