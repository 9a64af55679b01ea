import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { emptyReservation, reservationSchema } from "./reservation-schema.ts";

const complete = {
  ...emptyReservation,
  storeId: "home-de-koeln",
  email: "anna@example.org",
  firstName: "Anna",
  lastName: "Schmidt",
};

/** The message keys the schema refuses values with, by field. */
async function problems(values: object): Promise<Record<string, string>> {
  try {
    await reservationSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? "", inner.message]));
  }
}

describe("the reservation form's rules (decision 0046)", () => {
  it("accepts a store and a contact, with or without a phone number", async () => {
    expect(await problems(complete)).toEqual({});
    expect(await problems({ ...complete, phone: "+49 221 123456" })).toEqual({});
  });

  it("asks for a store, an e-mail address and both names", async () => {
    expect(await problems(emptyReservation)).toEqual({
      storeId: "reserve.errors.store",
      email: "reserve.errors.emailRequired",
      firstName: "reserve.errors.name",
      lastName: "reserve.errors.name",
    });
  });

  it("refuses a malformed e-mail address and phone number", async () => {
    expect(await problems({ ...complete, email: "anna@", phone: "call me" })).toEqual({
      email: "reserve.errors.email",
      phone: "reserve.errors.phone",
    });
  });
});
