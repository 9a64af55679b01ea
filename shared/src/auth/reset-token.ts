import { accept, authMessageKeys as keys, reject, type FieldCheck } from "./auth-messages.ts";

/** Not in the spec: a reset-link token is opaque to the shop, but never longer than this. */
export const resetTokenMaxLength = 512;

/**
 * The new-password page's token (from the reset link, core spec point 2): required, printable
 * ASCII without spaces, at most 512 characters. Whether it is still valid is the server's call.
 */
export function validateResetToken(raw: unknown): FieldCheck<string> {
  if (typeof raw !== "string" || raw === "") return reject({ key: keys.required });
  if (raw.length > resetTokenMaxLength) {
    return reject({ key: keys.maxLength, params: { max: resetTokenMaxLength } });
  }
  return /^[\x21-\x7e]+$/.test(raw) ? accept(raw) : reject({ key: keys.invalidCharacters });
}
