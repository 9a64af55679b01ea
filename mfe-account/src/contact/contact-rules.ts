// The account contact form's field rules (issue 17), pure: the API checks a body with them and
// the form's Yup schema is built from them, so both refuse the same input with the same message
// keys (the spec's generic `validation.*` ones). Name and e-mail use the shared auth rules.
import { validateEmail, validatePersonName, type FieldError } from "@shop/shared";

/** One field's outcome: its normalised value, or its issues as message keys with parameters. */
export type FieldCheck<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly Omit<FieldError, "field">[] };

/** What a message can be about, in the order the form offers them. */
export const contactTopics = [
  "order",
  "delivery",
  "return",
  "product",
  "account",
  "other",
] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** The most characters of a subject, a message and an order number. */
export const subjectMaxLength = 120;
export const messageMaxLength = 2000;
export const orderNumberMaxLength = 20;

const required = { ok: false, issues: [{ key: "validation.required" }] } as const;
const tooLong = (max: number) =>
  ({ ok: false, issues: [{ key: "validation.maxLength", params: { max } }] }) as const;

/**
 * Required text, trimmed and bounded; `multiline` keeps line breaks (a message) and folds the
 * rest of the white space only in a single line (a subject). Control characters and angle
 * brackets are refused: the text goes into an e-mail and the service team's tools.
 */
function contactText(max: number, multiline: boolean) {
  return (raw: unknown): FieldCheck<string> => {
    if (typeof raw !== "string") return required;
    if (raw.length > 2 * max) return tooLong(max);
    const normalised = raw.normalize("NFC").replace(/\r\n?/g, "\n").trim();
    const text = multiline ? normalised : normalised.replace(/\s+/g, " ");
    if (text === "") return required;
    const forbidden = multiline ? /[\p{Cs}<>]|(?![\n\t])\p{Cc}/u : /[\p{Cc}\p{Cs}<>]/u;
    if (forbidden.test(text))
      return { ok: false, issues: [{ key: "validation.invalidCharacters" }] };
    if ([...text].length > max) return tooLong(max);
    return { ok: true, value: text };
  };
}

/** One of `contactTopics`. */
export function validateTopic(raw: unknown): FieldCheck<ContactTopic> {
  return contactTopics.some((topic) => topic === raw)
    ? { ok: true, value: raw as ContactTopic }
    : required;
}

/** An order number is optional: empty is none (""); else letters, digits and hyphens. */
export function validateOrderNumber(raw: unknown): FieldCheck<string> {
  if (raw === undefined || raw === null) return { ok: true, value: "" };
  if (typeof raw !== "string")
    return { ok: false, issues: [{ key: "validation.invalidCharacters" }] };
  const text = raw.trim().toUpperCase();
  if (text.length > orderNumberMaxLength) return tooLong(orderNumberMaxLength);
  if (!/^[A-Z0-9-]*$/.test(text)) {
    return { ok: false, issues: [{ key: "validation.invalidCharacters" }] };
  }
  return { ok: true, value: text };
}

/** Each field's rule, in the order the form shows them. */
export const contactFieldRules = {
  topic: validateTopic,
  orderNumber: validateOrderNumber,
  name: validatePersonName,
  email: validateEmail,
  subject: contactText(subjectMaxLength, false),
  message: contactText(messageMaxLength, true),
} as const;

export type ContactField = keyof typeof contactFieldRules;

/** A contact message as the form sends it and the API stores it (normalised). */
export interface ContactForm {
  readonly topic: ContactTopic;
  /** "" for none. */
  readonly orderNumber: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export type ContactCheck =
  | { readonly ok: true; readonly value: ContactForm }
  | { readonly ok: false; readonly errors: readonly FieldError[] };

/** An untrusted contact message (a request body): every field by its rule. */
export function validateContactForm(input: unknown): ContactCheck {
  const source = typeof input === "object" && input !== null ? input : {};
  const value: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(contactFieldRules)) {
    const check = (rule as (raw: unknown) => FieldCheck<unknown>)(
      Object.getOwnPropertyDescriptor(source, field)?.value,
    );
    if (check.ok) value[field] = check.value;
    else for (const issue of check.issues) errors.push({ field, ...issue });
  }
  return errors.length === 0
    ? { ok: true, value: value as unknown as ContactForm }
    : { ok: false, errors };
}
