import { mixed } from "yup";
import { normalizeEmail, validateLoginPassword } from "@shop/shared";
import { ruleSchema } from "@shop/shared/forms";
import { authFormSchema } from "../auth-forms/auth-schemas.ts";

/** Whether the form's email differs from the customer's current one. */
export function isEmailChanged(email: unknown, currentEmail: string): boolean {
  return typeof email === "string" && normalizeEmail(email) !== currentEmail;
}

/**
 * The personal data form's schema: the shared `personalData` rules, and the current password,
 * required only when the email changes (as the server asks) and otherwise not sent.
 */
export function personalDataSchema(currentEmail: string) {
  return authFormSchema("personalData").shape({
    password: mixed<string>().when("email", {
      is: (email: unknown) => isEmailChanged(email, currentEmail),
      then: () => ruleSchema(validateLoginPassword),
      otherwise: (schema) => schema.strip(),
    }),
  });
}
