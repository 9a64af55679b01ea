import { accept, authMessageKeys as keys, reject, type FieldCheck } from "./auth-messages.ts";

/** Core spec points 3 and 9: the gender codes (m, f, d). */
export const genders = ["m", "f", "d"] as const;
export type Gender = (typeof genders)[number];

/** Core spec point 3: the gender a form starts with. A request without one is still refused. */
export const defaultGender: Gender = "f";

export function isGender(value: unknown): value is Gender {
  return genders.some((gender) => gender === value);
}

/** Core spec point 5, gender: required, and one of the codes m, f, d (lowercase, exactly). */
export function validateGender(raw: unknown): FieldCheck<Gender> {
  if (raw === undefined || raw === null || raw === "") return reject({ key: keys.required });
  return isGender(raw) ? accept(raw) : reject({ key: keys.gender });
}

/**
 * Core spec point 5, newsletter: required, meaning present as a boolean; `false` is an answer.
 * Strings such as "true" are refused rather than guessed at.
 */
export function validateNewsletter(raw: unknown): FieldCheck<boolean> {
  return typeof raw === "boolean" ? accept(raw) : reject({ key: keys.required });
}
