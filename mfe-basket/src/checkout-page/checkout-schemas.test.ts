import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import {
  amountInCents,
  giftCardAmountSchema,
  giftCardSchema,
  paymentStepSchema,
} from "./checkout-schemas.ts";

async function refusedPaths(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  input: unknown,
) {
  try {
    await schema.validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map((inner) => `${inner.path ?? ""}:${inner.message}`).sort();
  }
}

describe("the payment step's schema", () => {
  it("takes only a method the shop offers", async () => {
    const schema = paymentStepSchema(["KK", "PP"]);
    expect(await refusedPaths(schema, { paymentMethod: "PP" })).toEqual([]);
    expect(await refusedPaths(schema, { paymentMethod: "IL" })).toEqual([
      "paymentMethod:checkout.errors.paymentMethod",
    ]);
    expect(await refusedPaths(schema, { paymentMethod: "" })).toEqual([
      "paymentMethod:checkout.errors.paymentMethod",
    ]);
  });
});

describe("the gift card's schemas (decision 0045)", () => {
  it("takes a card number of 8 to 24 letters and digits and a PIN of 4 to 8 digits", async () => {
    expect(await refusedPaths(giftCardSchema, { code: "GESCHENK1000", pin: "4321" })).toEqual([]);
    expect(await refusedPaths(giftCardSchema, { code: "GESCHENK", pin: "12a4" })).toEqual([
      "pin:giftCard.errors.pin",
    ]);
    expect(await refusedPaths(giftCardSchema, { code: "KURZ", pin: "12" })).toEqual([
      "code:giftCard.errors.code",
      "pin:giftCard.errors.pin",
    ]);
  });

  it("reads amounts with a comma or a point and keeps them within the maximum", async () => {
    expect([amountInCents("12,5"), amountInCents("12.50"), amountInCents("7")]).toEqual([
      1250, 1250, 700,
    ]);
    expect([amountInCents("1,234"), amountInCents("-3"), amountInCents("")]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    const schema = giftCardAmountSchema(1000);
    expect(await refusedPaths(schema, { amount: "10,00" })).toEqual([]);
    for (const amount of ["10,01", "0", "zehn"]) {
      expect(await refusedPaths(schema, { amount })).toEqual(["amount:giftCard.errors.amount"]);
    }
  });
});
