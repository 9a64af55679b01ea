import { accept, authMessageKeys as keys, reject, type FieldCheck } from "./auth-messages.ts";
import { maxRawTextLength } from "./text-input.ts";

/** RFC 5321: a forward path holds at most 254 characters of address, 64 of them local part. */
export const emailMaxLength = 254;
const localPartMaxLength = 64;

/** RFC 5322 dot-atom text of the local part; quoted local parts are not accepted. */
const localPart = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const domainLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** A top-level domain is letters, or an internationalised one in its xn-- form. */
const topLevelDomain = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Core spec point 5: the address as it is sent, trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Core spec point 5, email: required and a valid address, lowercased before sending. A pragmatic
 * RFC 5321 check: ASCII dot-atom local part, "@", at least two DNS labels, a real-looking top-level
 * domain, at most 254 characters. Addresses with non-ASCII characters are refused: the mail
 * service cannot send to them, and an internationalised domain can be typed in its xn-- form.
 */
export function validateEmail(raw: unknown): FieldCheck<string> {
  if (typeof raw !== "string") return reject({ key: keys.emailRequired });
  if (raw.length > maxRawTextLength) return reject({ key: keys.email });
  const trimmed = raw.trim();
  if (trimmed === "") return reject({ key: keys.emailRequired });
  // Printable ASCII before lowercasing: toLowerCase() folds some non-ASCII letters into ASCII
  // (the Kelvin sign U+212A becomes "k"), and a look-alike must not pass as someone's address.
  if (!/^[\x21-\x7e]+$/.test(trimmed)) return reject({ key: keys.email });
  const email = trimmed.toLowerCase();
  return isEmailAddress(email) ? accept(email) : reject({ key: keys.email });
}

/** Whether a trimmed, lowercased ASCII string is an address the shop can send mail to. */
function isEmailAddress(email: string): boolean {
  if (email.length > emailMaxLength) return false;
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split(".");
  return (
    at > 0 &&
    local.length <= localPartMaxLength &&
    localPart.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => domainLabel.test(label)) &&
    topLevelDomain.test(labels.at(-1) ?? "")
  );
}
