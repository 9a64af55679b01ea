import { object, type ObjectSchema } from "yup";
import { addressFieldRules, postcodeIssue } from "../checkout/address-rules.ts";
import type { OrderAddress } from "../checkout/orders.ts";
import { ruleSchema } from "./rule-schema.ts";

/**
 * An address form's Yup schema (address book, checkout) from the shared address rules the APIs
 * check with: every field by its rule, and the postcode by the chosen country's format.
 */
export function addressSchema(): ObjectSchema<OrderAddress> {
  const { postcode, ...fields } = addressFieldRules;
  const shape = Object.fromEntries(
    Object.entries(fields).map(([field, rule]) => [field, ruleSchema(rule)]),
  );
  return object({
    ...shape,
    postcode: ruleSchema(postcode).test({
      name: "postcode-of-country",
      test(value, context) {
        // The field's own rule reports a missing postcode; this one only its country's format.
        if (typeof value !== "string" || value.trim() === "") return true;
        const issue = postcodeIssue((context.parent as { country?: unknown }).country, value);
        return !issue || context.createError({ message: issue.key });
      },
    }),
  }) as unknown as ObjectSchema<OrderAddress>;
}
