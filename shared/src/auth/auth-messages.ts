/**
 * Translation keys of the auth forms' errors (core spec point 5). Password and email keys are the
 * spec's own; the generic ones are ours, named after the spec's generic messages, and the Lingui
 * catalogs must carry them:
 *
 * - `validation.required`: 'Value is required'.
 * - `validation.maxLength`, params `{ max }`: 'The maximum length allowed is {max}'.
 * - `validation.name`: only letters, hyphen, dot and space (with at least one letter).
 * - `validation.gender`: not one of the gender codes m, f, d.
 * - `validation.invalidCharacters`: control characters, NUL or unpaired surrogates in a password
 *   or token; they cannot be typed, and they do not survive UTF-8 or C-string password hashing.
 */
export const authMessageKeys = {
  required: "validation.required",
  maxLength: "validation.maxLength",
  name: "validation.name",
  gender: "validation.gender",
  invalidCharacters: "validation.invalidCharacters",
  emailRequired: "newsletter.errors.required",
  email: "newsletter.errors.email",
  newPasswordRequired: "reset-password.fields.new-password.required",
  newPasswordMin: "reset-password.fields.new-password.min",
  newPasswordMax: "reset-password.fields.new-password.max",
  newPasswordLowercase: "reset-password.fields.new-password.lowercase",
  newPasswordUppercase: "reset-password.fields.new-password.uppercase",
  newPasswordSpaces: "reset-password.fields.new-password.spaces",
  /**
   * Never produced here: the leaked-password check (core spec points 5 and 7) needs SHA-1 and the
   * network, so the server adds this error to the register_password field after these rules pass.
   */
  newPasswordLeaked: "reset-password.fields.new-password.leaked",
} as const;

export type AuthMessageKey = (typeof authMessageKeys)[keyof typeof authMessageKeys];

/**
 * Interpolation values of a length message, `{min}` or `{max}`. Object types rather than an
 * interface, so they fit the API's `Record<string, number>` params of `ApiError.fields`.
 */
export type AuthMessageParams = { readonly min: number } | { readonly max: number };

/** One problem with one field's value, before it is attached to the field. */
export interface FieldIssue {
  readonly key: AuthMessageKey;
  readonly params?: AuthMessageParams;
}

/** The outcome of one field's rule: the normalised value, or why it was refused. */
export type FieldCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly FieldIssue[] };

export function accept<T>(value: T): FieldCheck<T> {
  return { ok: true, value };
}

export function reject(...issues: readonly FieldIssue[]): FieldCheck<never> {
  return { ok: false, issues };
}
