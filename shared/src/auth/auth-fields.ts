import type { AuthMessageKey, AuthMessageParams, FieldCheck } from "./auth-messages.ts";
import { validateEmail } from "./email-rules.ts";
import { validateGender, validateNewsletter } from "./choice-rules.ts";
import { validatePersonName } from "./name-rules.ts";
import { validateLoginPassword, validateNewPassword } from "./password-rules.ts";
import { validateResetToken } from "./reset-token.ts";

/**
 * Core spec point 5, groups: which fields each auth form sends, in the order errors are listed,
 * and the rule each one is checked with. `password` means the login password in `login` and the
 * new password on the new-password page (`newPassword`, with the reset link's token).
 */
export const authFormRules = {
  login: { email: validateEmail, password: validateLoginPassword },
  register: {
    first_name: validatePersonName,
    last_name: validatePersonName,
    gender: validateGender,
    email: validateEmail,
    register_password: validateNewPassword,
    newsletter: validateNewsletter,
  },
  guest: {
    first_name: validatePersonName,
    last_name: validatePersonName,
    gender: validateGender,
    email: validateEmail,
    newsletter: validateNewsletter,
  },
  reset: { email: validateEmail },
  newPassword: { token: validateResetToken, password: validateNewPassword },
  /** The account's change-password page: the current password and a new one. */
  changePassword: { password: validateLoginPassword, new_password: validateNewPassword },
  /** The account's personal data page; a changed email also needs the current password. */
  personalData: {
    first_name: validatePersonName,
    last_name: validatePersonName,
    gender: validateGender,
    email: validateEmail,
  },
} as const;

export type AuthFormGroup = keyof typeof authFormRules;

type RulesOf<G extends AuthFormGroup> = (typeof authFormRules)[G];

/** The normalised values of one group's fields, e.g. `{ email: string; password: string }`. */
export type AuthFormValues<G extends AuthFormGroup> = {
  -readonly [F in keyof RulesOf<G>]: RulesOf<G>[F] extends (raw: unknown) => FieldCheck<infer T>
    ? T
    : never;
};

/** Every auth form field name (core spec point 3, plus the reset link's token). */
export type AuthFieldName = { [G in AuthFormGroup]: keyof RulesOf<G> }[AuthFormGroup];

/**
 * One refused field: the message key to show beside it, with its interpolation values. It fits
 * the API's `FieldError` (`ApiError.fields`), narrowed to the auth fields and keys.
 */
export interface AuthFieldError {
  readonly field: AuthFieldName;
  readonly key: AuthMessageKey;
  readonly params?: AuthMessageParams;
}

export type AuthFormResult<G extends AuthFormGroup> =
  | { readonly ok: true; readonly value: AuthFormValues<G> }
  | { readonly ok: false; readonly errors: readonly AuthFieldError[] };

/** Whether a name (e.g. the `{mode}` of POST /api/user/auth/{mode}/) is an auth form group. */
export function isAuthFormGroup(name: string): name is AuthFormGroup {
  return Object.hasOwn(authFormRules, name);
}

/** The field names of a group, in the order the form shows them. */
export function authFormFields<G extends AuthFormGroup>(group: G): (keyof RulesOf<G> & string)[] {
  return Object.keys(authFormRules[group]) as (keyof RulesOf<G> & string)[];
}

/**
 * Core spec point 5: checks an untrusted request body against one form group. Anything that is
 * not a plain object counts as an empty form; fields outside the group are ignored. On success the
 * value is a new plain object holding exactly the group's fields, normalised (email lowercased,
 * names trimmed). On failure every refused field is listed, a new password with each broken rule.
 * Throws only for a group name the types rule out; check route input with `isAuthFormGroup`.
 */
export function validateAuthForm<G extends AuthFormGroup>(
  group: G,
  input: unknown,
): AuthFormResult<G> {
  if (!isAuthFormGroup(group)) throw new TypeError(`Unknown auth form group: ${String(group)}`);
  const rules: Readonly<Record<string, (raw: unknown) => FieldCheck<unknown>>> =
    authFormRules[group];
  const value: Record<string, unknown> = {};
  const errors: AuthFieldError[] = [];
  for (const [field, rule] of Object.entries(rules)) {
    const check = rule(ownField(input, field));
    if (check.ok) value[field] = check.value;
    // The rule table's keys are the field names, so this narrowing is exact.
    else for (const issue of check.issues) errors.push({ field: field as AuthFieldName, ...issue });
  }
  // Every field of the group passed its rule, which is what AuthFormValues<G> describes.
  return errors.length === 0
    ? { ok: true, value: value as AuthFormValues<G> }
    : { ok: false, errors };
}

/**
 * A field of a JSON object, read without touching its prototype or running a getter: a body
 * such as `{"__proto__": {"email": …}}` or an inherited `email` provides no field.
 */
function ownField(input: unknown, field: string): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return undefined;
  return Object.getOwnPropertyDescriptor(input, field)?.value;
}
