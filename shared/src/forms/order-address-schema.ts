import { boolean, lazy, mixed, object, type ObjectSchema } from "yup";
import { validateEmail } from "../auth/email-rules.ts";
import type { OrderAddress } from "../checkout/orders.ts";
import { addressSchema } from "./address-schema.ts";
import { ruleSchema } from "./rule-schema.ts";

/** A checkout's address step: who orders, where it goes, and where the invoice goes. */
export interface OrderAddressValues {
  readonly email: string;
  readonly shipping: OrderAddress;
  readonly billingDiffers: boolean;
  readonly billing: OrderAddress;
}

/**
 * The checkout address step's Yup schema from the shared rules the order placement checks with: the
 * e-mail rule of the auth forms, the address rules (postcode of the country) for the shipping
 * address, and for the billing address only when it differs.
 */
export function orderAddressSchema(): ObjectSchema<OrderAddressValues> {
  const address = addressSchema();
  return object({
    email: ruleSchema(validateEmail),
    shipping: address,
    billingDiffers: boolean().required(),
    billing: lazy((_value: unknown, options: { parent?: { billingDiffers?: boolean } }) =>
      options.parent?.billingDiffers ? address : mixed().strip(false),
    ),
  }) as unknown as ObjectSchema<OrderAddressValues>;
}
