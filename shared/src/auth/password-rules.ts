import {
  accept,
  authMessageKeys as keys,
  reject,
  type FieldCheck,
  type FieldIssue,
} from "./auth-messages.ts";
import { characterCount, hasUnsafeCharacters } from "./text-input.ts";

/** Core spec points 5 and 9: a new password has 10 to 30 characters. */
export const newPasswordMinLength = 10;
export const newPasswordMaxLength = 30;

/** A login password only has to fit the request; the new-password rules never apply to it. */
export const loginPasswordMaxLength = 128;

/**
 * Core spec point 5, new password (register_password and the new-password page): required, 10 to
 * 30 characters, a lowercase and an uppercase letter (any script), no whitespace. Every broken
 * rule is reported so the form can show them all at once. Never trimmed: spaces are an error, not
 * noise. The leaked-password check is the server's (see `authMessageKeys.newPasswordLeaked`).
 */
export function validateNewPassword(raw: unknown): FieldCheck<string> {
  if (typeof raw !== "string" || raw === "") return reject({ key: keys.newPasswordRequired });
  // A code point is at most two UTF-16 units, so this is certainly too long: skip the regexes.
  if (raw.length > 2 * newPasswordMaxLength) {
    return reject({ key: keys.newPasswordMax, params: { max: newPasswordMaxLength } });
  }
  const issues: FieldIssue[] = [];
  const count = characterCount(raw);
  if (count < newPasswordMinLength) {
    issues.push({ key: keys.newPasswordMin, params: { min: newPasswordMinLength } });
  }
  if (count > newPasswordMaxLength) {
    issues.push({ key: keys.newPasswordMax, params: { max: newPasswordMaxLength } });
  }
  if (!/\p{Ll}/u.test(raw)) issues.push({ key: keys.newPasswordLowercase });
  if (!/\p{Lu}/u.test(raw)) issues.push({ key: keys.newPasswordUppercase });
  const withoutWhitespace = raw.replace(/\s/gu, "");
  if (withoutWhitespace !== raw) issues.push({ key: keys.newPasswordSpaces });
  if (hasUnsafeCharacters(withoutWhitespace)) issues.push({ key: keys.invalidCharacters });
  return issues.length === 0 ? accept(raw) : reject(...issues);
}

/**
 * Core spec point 5, login group: the password is only required. Spaces are allowed (older
 * passwords may have them); controls and unpaired surrogates are not, as no stored password can
 * hold them. Never trimmed.
 */
export function validateLoginPassword(raw: unknown): FieldCheck<string> {
  if (typeof raw !== "string" || raw === "") return reject({ key: keys.required });
  if (raw.length > loginPasswordMaxLength) {
    return reject({ key: keys.maxLength, params: { max: loginPasswordMaxLength } });
  }
  if (hasUnsafeCharacters(raw)) return reject({ key: keys.invalidCharacters });
  return accept(raw);
}
