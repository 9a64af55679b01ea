import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Shown for a key without wording here: something the form cannot explain better. */
const genericFailure = msg({
  id: "newsletter.failed",
  message: "That did not work. Please try again in a moment.",
});

/**
 * The wording of the message keys the newsletter form's shared rules give (core spec point 5),
 * by the spec's translation keys, so each slice's catalogue carries only what it shows.
 */
const fieldMessages: Readonly<Record<string, MessageDescriptor>> = {
  "validation.required": msg({ id: "validation.required", message: "Value is required" }),
  "validation.maxLength": msg({
    id: "validation.maxLength",
    message: "The maximum length allowed is {max}",
  }),
  "validation.name": msg({
    id: "validation.name",
    message: "Please use only letters, hyphens, dots and spaces",
  }),
  "validation.gender": msg({ id: "validation.gender", message: "Please choose a salutation" }),
  "newsletter.errors.required": msg({
    id: "newsletter.errors.required",
    message: "Please enter your e-mail address",
  }),
  "newsletter.errors.email": msg({
    id: "newsletter.errors.email",
    message: "Please enter a valid e-mail address",
  }),
};

/** A field message's wording (`MessageFor` of the shared form fields). */
export function newsletterMessageFor(key: string): MessageDescriptor {
  return fieldMessages[key] ?? genericFailure;
}

/** Why a sign-up was not taken, by the answer's status: too many tries, or anything else. */
export function newsletterFailureMessage(status: number): MessageDescriptor {
  return status === 429
    ? msg({
        id: "newsletter.tooMany",
        message: "Too many sign-ups from your connection. Please try again later.",
      })
    : genericFailure;
}
