// An address's field rules (issue 17's address book, issue 18's checkout), pure: the APIs check
// a body with them and the address forms' Yup schemas are built from them, so browser and server
// refuse the same input with the same message keys. Postcodes follow the per-country rules.
import type { FieldError } from "../api/user.ts";
import { validateGender } from "../auth/choice-rules.ts";
import { validatePersonName } from "../auth/name-rules.ts";
import { countries, type Country } from "../shops/shops.ts";
import type { OrderAddress } from "./orders.ts";
import { isPostcodeOf, normalisedPostcode } from "./postcode-rules.ts";

/** One field's outcome: its normalised value, or its issues as message keys with parameters. */
type FieldCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly Omit<FieldError, "field">[] };

/** The most characters of a street or city, and of a house number or postcode. */
export const addressLineMaxLength = 120;
export const addressShortMaxLength = 20;

/** Message keys of the address rules besides the generic ones (`validation.*`). */
export const addressMessageKeys = {
  postcode: "address.errors.postcode",
  country: "address.errors.country",
} as const;

/** A required line of text (street, house number, city): trimmed, single spaces, bounded. */
function addressText(max: number) {
  return (raw: unknown): FieldCheck<string> => {
    if (typeof raw !== "string" || raw.length > 4 * max) {
      return typeof raw === "string"
        ? { ok: false, issues: [{ key: "validation.maxLength", params: { max } }] }
        : { ok: false, issues: [{ key: "validation.required" }] };
    }
    const text = raw.normalize("NFC").trim().replace(/\s+/g, " ");
    if (text === "") return { ok: false, issues: [{ key: "validation.required" }] };
    if (/[\p{Cc}\p{Cs}<>]/u.test(text)) {
      return { ok: false, issues: [{ key: "validation.invalidCharacters" }] };
    }
    if ([...text].length > max) {
      return { ok: false, issues: [{ key: "validation.maxLength", params: { max } }] };
    }
    return { ok: true, value: text };
  };
}

/** One of the shop's countries (de, at, ch, fr, be, nl). */
export function validateCountry(raw: unknown): FieldCheck<Country> {
  return typeof raw === "string" && (countries as readonly string[]).includes(raw)
    ? { ok: true, value: raw as Country }
    : { ok: false, issues: [{ key: addressMessageKeys.country }] };
}

/** A postcode as typed: present and short; whether it is the country's is `isPostcodeOf`'s. */
export function validatePostcodeText(raw: unknown): FieldCheck<string> {
  if (typeof raw !== "string" || raw.trim() === "") {
    return { ok: false, issues: [{ key: "validation.required" }] };
  }
  if (raw.length > addressShortMaxLength) {
    return { ok: false, issues: [{ key: addressMessageKeys.postcode }] };
  }
  return { ok: true, value: normalisedPostcode(raw) };
}

/** Each address field's rule, in the order the form shows them. */
export const addressFieldRules = {
  salutation: validateGender,
  firstName: validatePersonName,
  lastName: validatePersonName,
  street: addressText(addressLineMaxLength),
  houseNumber: addressText(addressShortMaxLength),
  postcode: validatePostcodeText,
  city: addressText(addressLineMaxLength),
  country: validateCountry,
} as const;

export type AddressField = keyof typeof addressFieldRules;

/** The postcode rule across fields: the country's own format (shared with the checkout). */
export function postcodeIssue(country: unknown, postcode: string): FieldError | undefined {
  const known = validateCountry(country);
  if (!known.ok || isPostcodeOf(known.value, postcode)) return undefined;
  return { field: "postcode", key: addressMessageKeys.postcode };
}

export type AddressCheck =
  | { readonly ok: true; readonly value: OrderAddress }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/**
 * An untrusted address (a request body): every field by its rule, then the postcode by its
 * country. On success exactly the address's fields, normalised.
 */
export function validateAddress(input: unknown): AddressCheck {
  const source = typeof input === "object" && input !== null ? input : {};
  const value: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(addressFieldRules)) {
    const check = (rule as (raw: unknown) => FieldCheck<unknown>)(
      Object.getOwnPropertyDescriptor(source, field)?.value,
    );
    if (check.ok) value[field] = check.value;
    else for (const issue of check.issues) errors.push({ field, ...issue });
  }
  if (errors.length === 0) {
    const issue = postcodeIssue(value.country, String(value.postcode));
    if (issue) errors.push(issue);
  }
  return errors.length === 0
    ? { ok: true, value: value as unknown as OrderAddress }
    : { ok: false, errors };
}
