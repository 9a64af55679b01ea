import { z } from "zod";
import { giftCardCode, giftCardPin } from "./gift-card-api.ts";
import {
  countries,
  isPostcodeOf,
  normalisedPostcode,
  paymentMethodCodes,
  type PlaceOrderBody,
} from "@shop/shared";

const name = z.string().trim().min(1, "must not be empty").max(80);

/** A shipping or billing address (issue 18, point 4); the postcode must be its country's. */
const address = z
  .object({
    salutation: z.enum(["m", "f", "d"]),
    firstName: name,
    lastName: name,
    street: z.string().trim().min(1, "must not be empty").max(120),
    houseNumber: z.string().trim().min(1, "must not be empty").max(20),
    postcode: z.string().max(10).transform(normalisedPostcode),
    city: name,
    country: z.enum(countries),
  })
  .refine((value) => isPostcodeOf(value.country, value.postcode), {
    message: "is not a postcode of the address's country",
    path: ["postcode"],
  });

/** `POST /api/shop/checkout/placeOrder/`'s body (issue 18, point 4). */
export const placeOrderBody = z.object({
  basketKey: z.string(),
  email: z.email().max(254),
  shippingAddress: address,
  billingAddress: address.optional(),
  shippingMethod: z.enum(["standard", "freight"]),
  paymentMethod: z.enum(paymentMethodCodes),
  expectedTotal: z.number().int().min(0).optional(),
  giftCard: z
    .object({ code: giftCardCode, pin: giftCardPin, amount: z.number().int().min(1) })
    .optional(),
}) satisfies z.ZodType<PlaceOrderBody>;
