import { mixed } from "yup";
import { messageRefs } from "../auth/message-refs.ts";

/** A field's shared rule: its normalised value, or its issues as message keys with parameters. */
export type FieldRule = (raw: unknown) =>
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly issues: readonly {
        readonly key: string;
        readonly params?: Readonly<Record<string, number>>;
      }[];
    };

/**
 * One field's Yup schema from its shared rule (core spec point 5): the check the server runs,
 * the rule's message keys as the error (`messageRefs`), and the rule's normalised value as the
 * cast, so browser and server refuse and normalise alike.
 */
export function ruleSchema(rule: FieldRule) {
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
