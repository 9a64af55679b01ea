import { object, type ObjectSchema } from "yup";
import type { Gender } from "@shop/shared";
import { ruleSchema } from "@shop/shared/forms";
import { newsletterFieldRules } from "./newsletter-sign-up.ts";

/** The form's values once every rule passed: what `schema.cast` gives. */
export interface CheckedNewsletterForm {
  readonly gender: Gender;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
}

/**
 * The newsletter block's Yup schema, each field by its shared rule (`ruleSchema`): the error is
 * the rule's message keys, the cast its normalised value.
 */
export function newsletterSchema(): ObjectSchema<CheckedNewsletterForm> {
  const shape = Object.fromEntries(
    Object.entries(newsletterFieldRules).map(([field, rule]) => [field, ruleSchema(rule)]),
  );
  return object(shape) as unknown as ObjectSchema<CheckedNewsletterForm>;
}
