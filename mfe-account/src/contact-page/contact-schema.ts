import { object, type ObjectSchema } from "yup";
import { ruleSchema } from "@shop/shared/forms";
import { contactFieldRules, type ContactForm } from "../contact/contact-rules.ts";

/**
 * The contact form's Yup schema from the contact rules (the API's): every field by its rule, so
 * the browser refuses exactly what the server refuses, and `cast` is what is sent.
 */
export function contactSchema(): ObjectSchema<ContactForm> {
  const shape = Object.fromEntries(
    Object.entries(contactFieldRules).map(([field, rule]) => [field, ruleSchema(rule)]),
  );
  return object(shape) as unknown as ObjectSchema<ContactForm>;
}
