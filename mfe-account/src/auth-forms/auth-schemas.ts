import { object, type ObjectSchema } from "yup";
import { authFormRules, type AuthFormGroup, type AuthFormValues } from "@shop/shared";
import { ruleSchema, type FieldRule } from "@shop/shared/forms";

/**
 * The Yup schema of one auth form group (login, register, guest, reset, newPassword): exactly
 * the group's fields, each checked by its shared rule. `schema.cast(values)` gives what the form
 * sends; `schema.validate(values, { abortEarly: false })` lists every refused field.
 */
export function authFormSchema<G extends AuthFormGroup>(group: G): ObjectSchema<AuthFormValues<G>> {
  const rules: Readonly<Record<string, FieldRule>> = authFormRules[group];
  const shape = Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [field, ruleSchema(rule)]),
  );
  // Every field's cast value is its rule's value, which is what AuthFormValues<G> describes.
  return object(shape) as unknown as ObjectSchema<AuthFormValues<G>>;
}
