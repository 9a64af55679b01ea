import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { orderAddressSchema } from "./order-address-schema.ts";
const berlin = {
  salutation: "f",
  firstName: "Anna",
  lastName: "Schmidt",
  street: "Hauptstraße",
  houseNumber: "12a",
  postcode: "10115",
  city: "Berlin",
  country: "de",
};
const blank = { ...berlin, firstName: "", postcode: "" };

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

describe("the address step's schema", () => {
  const schema = orderAddressSchema();

  it("takes a guest's e-mail and shipping address, normalised, and ignores an unused billing form", async () => {
    const values = {
      email: " Anna@Example.org ",
      shipping: berlin,
      billingDiffers: false,
      billing: blank,
    };
    expect(await refusedPaths(schema, values)).toEqual([]);
    expect(schema.cast(values).email).toBe("anna@example.org");
  });

  it("refuses with the shared rules' keys, the billing address only when it differs", async () => {
    const values = {
      email: "anna",
      shipping: { ...berlin, postcode: "1011" },
      billingDiffers: true,
      billing: blank,
    };
    expect(await refusedPaths(schema, values)).toEqual([
      "billing.firstName:validation.required",
      "billing.postcode:validation.required",
      "email:newsletter.errors.email",
      "shipping.postcode:address.errors.postcode",
    ]);
  });
});
