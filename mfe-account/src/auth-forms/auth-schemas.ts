import { mixed, object, type ObjectSchema } from "yup";
import {
  authFormRules,
  type AuthFormGroup,
  type AuthFormValues,
  type FieldCheck,
} from "@shop/shared";
import { messageRefs } from "./message-refs.ts";

/** A field's rule: the shared auth rules, and the slice's own (the address book's). */
export type Rule = (raw: unknown) =>
  | FieldCheck<unknown>
  | {
      readonly ok: false;
      readonly issues: readonly {
        readonly key: string;
        readonly params?: Readonly<Record<string, number>>;
      }[];
    };

/**
 * One field's Yup schema from its shared rule (core spec point 5): the same check the server
 * runs, with the rule's message keys as the error, and the rule's normalised value as the cast
 * (email trimmed and lowercased, names trimmed), so one source of truth serves both sides.
 */
export function fieldSchema(rule: Rule) {
  // Nullable and optional: absence is the rule's to judge, with its own message key.
  return mixed()
    .nullable()
    .transform((value: unknown) => {
      const check = rule(value);
      return check.ok ? check.value : value;
    })
    .test({
      name: "shop-rule",
      skipAbsent: false,
      test(value, context) {
        // The cast value passes its rule again unchanged (normalising is idempotent).
        const check = rule(value);
        return check.ok || context.createError({ message: messageRefs(check.issues) });
      },
    });
}

/**
 * The Yup schema of one auth form group (login, register, guest, reset, newPassword): exactly
 * the group's fields, each checked by its shared rule. `schema.cast(values)` gives what the form
 * sends; `schema.validate(values, { abortEarly: false })` lists every refused field.
 */
export function authFormSchema<G extends AuthFormGroup>(group: G): ObjectSchema<AuthFormValues<G>> {
  const rules: Readonly<Record<string, Rule>> = authFormRules[group];
  const shape = Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [field, fieldSchema(rule)]),
  );
  // Every field's cast value is its rule's value, which is what AuthFormValues<G> describes.
  return object(shape) as unknown as ObjectSchema<AuthFormValues<G>>;
}
