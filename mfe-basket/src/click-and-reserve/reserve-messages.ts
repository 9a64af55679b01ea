import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

const genericFailure = msg({
  id: "reserve.failed",
  message: "The reservation did not work. Please try again in a moment",
});

/**
 * The dialog's wording of every key its form and the reservation call can show (decision 0046):
 * the Yup schema's keys and the `ApiError.key`s the server refuses with. Any other key shows
 * the generic failure.
 */
const reserveMessages: Readonly<Record<string, MessageDescriptor>> = {
  "reserve.errors.store": msg({ id: "reserve.errors.store", message: "Please choose a store" }),
  "reserve.errors.emailRequired": msg({
    id: "reserve.errors.emailRequired",
    message: "Please enter your email address",
  }),
  "reserve.errors.email": msg({
    id: "reserve.errors.email",
    message: "Please enter a valid email address, such as name@example.com",
  }),
  "reserve.errors.name": msg({
    id: "reserve.errors.name",
    message: "Please enter a name of at most 80 characters",
  }),
  "reserve.errors.phone": msg({
    id: "reserve.errors.phone",
    message: "Please enter a phone number with digits only, such as +49 30 1234567",
  }),
  "reserve.errors.postcode": msg({
    id: "reserve.errors.postcode",
    message: "Please enter a postcode or its first digits",
  }),
  "reserve.onlineOnly": msg({
    id: "reserve.onlineOnly",
    message: "An item is available online only and cannot be reserved in a store",
  }),
  "basket.notEnoughStock": msg({
    id: "reserve.notEnoughStock",
    message: "An item is no longer in stock in this quantity",
  }),
  "checkout.emptyBasket": msg({ id: "reserve.emptyBasket", message: "Your basket is empty" }),
  "reserve.failed": genericFailure,
};

/** The wording of a key, or of the generic failure when the dialog has none for it. */
export function reserveMessage(key: string): MessageDescriptor {
  return reserveMessages[key] ?? genericFailure;
}
