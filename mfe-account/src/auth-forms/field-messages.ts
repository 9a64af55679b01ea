import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/**
 * The wording of every message a field or form can show, by the spec's translation key (core
 * spec point 5): the shared rules' keys, the spec's generic messages, and the keys the API
 * answers with (`ApiError.key`). A key without wording here shows the generic failure.
 */
const genericFailure = msg({
  id: "auth.failed",
  message: "That did not work. Please try again in a moment",
});

export const formMessages: Readonly<Record<string, MessageDescriptor>> = {
  // The spec's generic messages.
  "validation.required": msg({ id: "validation.required", message: "Value is required" }),
  "validation.email": msg({
    id: "validation.email",
    message: "Value is not a valid email address",
  }),
  "validation.maxLength": msg({
    id: "validation.maxLength",
    message: "The maximum length allowed is {max}",
  }),
  "validation.minLength": msg({
    id: "validation.minLength",
    message: "This field should be at least {min} characters long",
  }),
  "validation.numeric": msg({ id: "validation.numeric", message: "Value must be numeric" }),
  "validation.minValue": msg({
    id: "validation.minValue",
    message: "The minimum value allowed is {min}",
  }),
  // The shared rules' own keys.
  "validation.name": msg({
    id: "validation.name",
    message: "Please use only letters, hyphens, dots and spaces",
  }),
  "validation.gender": msg({ id: "validation.gender", message: "Please choose a salutation" }),
  "validation.invalidCharacters": msg({
    id: "validation.invalidCharacters",
    message: "This contains characters that cannot be used here",
  }),
  "newsletter.errors.required": msg({
    id: "newsletter.errors.required",
    message: "Please enter your email address",
  }),
  "newsletter.errors.email": msg({
    id: "newsletter.errors.email",
    message: "Please enter a valid email address, such as name@example.com",
  }),
  "reset-password.fields.new-password.required": msg({
    id: "reset-password.fields.new-password.required",
    message: "Please choose a password",
  }),
  "reset-password.fields.new-password.min": msg({
    id: "reset-password.fields.new-password.min",
    message: "The password needs at least {min} characters",
  }),
  "reset-password.fields.new-password.max": msg({
    id: "reset-password.fields.new-password.max",
    message: "The password may have at most {max} characters",
  }),
  "reset-password.fields.new-password.lowercase": msg({
    id: "reset-password.fields.new-password.lowercase",
    message: "The password needs at least one lowercase letter",
  }),
  "reset-password.fields.new-password.uppercase": msg({
    id: "reset-password.fields.new-password.uppercase",
    message: "The password needs at least one uppercase letter",
  }),
  "reset-password.fields.new-password.spaces": msg({
    id: "reset-password.fields.new-password.spaces",
    message: "The password must not contain spaces",
  }),
  "reset-password.fields.new-password.leaked": msg({
    id: "reset-password.fields.new-password.leaked",
    message:
      "This password appears in known data leaks or could not be checked. Please choose another one",
  }),
  // The API's answers.
  "auth.invalidCredentials": msg({
    id: "auth.invalidCredentials",
    message: "The email address or the password is not correct",
  }),
  "auth.tooManyAttempts": msg({
    id: "auth.tooManyAttempts",
    message: "Too many attempts. Please wait a few minutes and try again",
  }),
  "auth.accountExists": msg({
    id: "auth.accountExists",
    message:
      "There is already an account with this email address. Please sign in or reset your password",
  }),
  "auth.resetLinkInvalid": msg({
    id: "auth.resetLinkInvalid",
    message: "This link is no longer valid. Please ask for a new one",
  }),
  "account.currentPasswordNeeded": msg({
    id: "account.currentPasswordNeeded",
    message: "Please enter your current password to confirm this change",
  }),
  "account.wrongPassword": msg({
    id: "account.wrongPassword",
    message: "The password is not correct",
  }),
  "address.errors.postcode": msg({
    id: "address.errors.postcode",
    message: "Please enter a postcode of the chosen country",
  }),
  "address.errors.country": msg({
    id: "address.errors.country",
    message: "Please choose a country",
  }),
  "address.errors.full": msg({
    id: "address.errors.full",
    message: "Your address book is full. Please delete an address first",
  }),
  "auth.checkFields": msg({
    id: "auth.checkFields",
    message: "Please check the marked fields",
  }),
  "auth.failed": genericFailure,
};

/** The generic failure: no answer, or an answer without a key the form knows. */
export const failedKey = "auth.failed";
/** A form refused field by field, in the browser or by the API. */
export const checkFieldsKey = "auth.checkFields";

/** The wording of a key, or of the generic failure when the form has none for it. */
export function formMessage(key: string): MessageDescriptor {
  return formMessages[key] ?? genericFailure;
}
