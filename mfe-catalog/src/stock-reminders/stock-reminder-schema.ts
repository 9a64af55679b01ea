import { object, string } from "yup";
import { validateEmail } from "@shop/shared";

/**
 * The reminder form's Yup schema, built from the shop's one e-mail rule (core spec point 5,
 * `validateEmail`): the same check the API runs, its message key as the error, and its
 * normalised address (trimmed, lowercased) as what is sent.
 */
export const stockReminderSchema = object({
  email: string()
    .default("")
    .test({
      name: "shop-email",
      skipAbsent: false,
      test(value, context) {
        const check = validateEmail(value ?? "");
        return check.ok || context.createError({ message: check.issues[0]?.key ?? "" });
      },
    })
    .transform((value: string) => {
      const check = validateEmail(value);
      return check.ok ? check.value : value;
    }),
});
