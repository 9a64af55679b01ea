import { z } from "zod";
import { maxLineQuantity } from "@shop/shared";
import type { ReservationBody } from "../click-and-reserve/reservation-contract.ts";

const name = z.string().trim().min(1, "must not be empty").max(80);

/** `POST /api/shop/reservations/`'s body (decision 0046). */
export const reservationBody = z
  .object({
    basketKey: z.string(),
    storeId: z.string().min(1).max(80),
    email: z.email().max(254),
    firstName: name,
    lastName: name,
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()/-]{6,24}$/, "must be a phone number")
      .optional(),
    variantId: z.string().min(1).max(80).optional(),
    quantity: z.number().int().min(1).max(maxLineQuantity).optional(),
  })
  .refine((body) => body.quantity === undefined || body.variantId !== undefined, {
    message: "is only sent with a variantId",
    path: ["quantity"],
  }) satisfies z.ZodType<ReservationBody>;
