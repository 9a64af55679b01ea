import { accept, authMessageKeys as keys, reject, type FieldCheck } from "./auth-messages.ts";
import { characterCount, maxRawTextLength } from "./text-input.ts";

/** Not in the spec: a cap so a name fits the customer record and the address label. */
export const personNameMaxLength = 100;

/**
 * Letters (any script, each with its combining marks, so a decomposed "Zoë" passes), hyphen, dot
 * and space. The alternatives cannot overlap, so matching stays linear.
 */
const nameCharacters = /^(?:\p{L}\p{M}*|[-. ])*$/u;

/**
 * Core spec point 5, first_name and last_name: required; only letters, hyphen, dot and space, with
 * at least one letter; at most 100 characters. Returns the name in NFC with surrounding spaces
 * removed and runs of spaces collapsed. Apostrophes (O'Brien, d'Artagnan) are refused, as the
 * spec lists no apostrophe.
 */
export function validatePersonName(raw: unknown): FieldCheck<string> {
  if (typeof raw !== "string") return reject({ key: keys.required });
  if (raw.length > maxRawTextLength) {
    return reject({ key: keys.maxLength, params: { max: personNameMaxLength } });
  }
  // Unpaired surrogates and controls are neither letters nor separators, so this refuses them.
  const normalised = raw.normalize("NFC");
  if (!nameCharacters.test(normalised)) return reject({ key: keys.name });
  // Only letters, marks, "-", "." and " " are left, so trim() removes nothing but spaces.
  const name = normalised.trim().replace(/ {2,}/g, " ");
  if (name === "") return reject({ key: keys.required });
  if (!/\p{L}/u.test(name)) return reject({ key: keys.name });
  if (characterCount(name) > personNameMaxLength) {
    return reject({ key: keys.maxLength, params: { max: personNameMaxLength } });
  }
  return accept(name);
}
