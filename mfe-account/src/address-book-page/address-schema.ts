import { object, type ObjectSchema } from "yup";
import type { OrderAddress } from "@shop/shared";
import { fieldSchema } from "../auth-forms/auth-schemas.ts";
import { addressFieldRules, postcodeIssue } from "../address-book/address-rules.ts";

/**
 * The address form's Yup schema from the address book's rules (the API's): every field by its
 * rule, and the postcode by the chosen country's format (the shared postcode rules).
 */
export function addressSchema(): ObjectSchema<OrderAddress> {
  const { postcode, ...fields } = addressFieldRules;
  const shape = Object.fromEntries(
    Object.entries(fields).map(([field, rule]) => [field, fieldSchema(rule)]),
  );
  return object({
    ...shape,
    postcode: fieldSchema(postcode).test({
      name: "postcode-of-country",
      test(value, context) {
        // The field's own rule reports a missing postcode; this one only its country's format.
        if (typeof value !== "string") return true;
        const issue = postcodeIssue((context.parent as { country?: unknown }).country, value);
        return !issue || context.createError({ message: issue.key });
      },
    }),
  }) as unknown as ObjectSchema<OrderAddress>;
}
