import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** The reminder's error keys (form and API) as messages; anything else reads as "failed". */
const byKey: Readonly<Record<string, MessageDescriptor>> = {
  "newsletter.errors.required": msg({
    id: "newsletter.errors.required",
    message: "Please enter your e-mail address.",
  }),
  "newsletter.errors.email": msg({
    id: "newsletter.errors.email",
    message: "Please enter a valid e-mail address.",
  }),
  "stockReminder.errors.tooMany": msg({
    id: "stockReminder.errors.tooMany",
    message: "You have asked for many reminders. Please try again later.",
  }),
  "stockReminder.errors.notSoldOut": msg({
    id: "stockReminder.errors.notSoldOut",
    message: "This version is available again: you can order it now.",
  }),
};

const failed = msg({
  id: "stockReminder.errors.failed",
  message: "Your request could not be sent. Please try again.",
});

/** The message a key names, for the form's and the API's errors. */
export function reminderMessage(key: string | undefined): MessageDescriptor {
  return (key ? byKey[key] : undefined) ?? failed;
}
