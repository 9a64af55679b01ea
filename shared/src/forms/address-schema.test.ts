import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { countries } from "../shops/shops.ts";
import { validateAddress } from "../checkout/address-rules.ts";
import { addressSchema } from "./address-schema.ts";

const schema = addressSchema();

async function yupFields(input: unknown): Promise<string[]> {
  try {
    await schema.validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return [...new Set(error.inner.map((inner) => inner.path ?? ""))].sort();
  }
}

const address = fc.record({
  salutation: fc.constantFrom("m", "f", "d", "x"),
  firstName: fc.constantFrom("Eva", "", "Zoë", "<b>"),
  lastName: fc.constantFrom("Muster", " "),
  street: fc.constantFrom("Damrak", "", "Rue de la Loi"),
  houseNumber: fc.constantFrom("7", "12 b", ""),
  postcode: fc.constantFrom("10117", "1010", "1012 LG", "75001", "", "12"),
  city: fc.constantFrom("Berlin", ""),
  country: fc.constantFrom(...countries, "us"),
});

describe("the address form's schema against the shared address rules", () => {
  it("refuses exactly the fields the API refuses", async () => {
    await fc.assert(
      fc.asyncProperty(address, async (input) => {
        const check = validateAddress(input);
        const apiFields = check.ok ? [] : [...new Set(check.errors.map((e) => e.field))].sort();
        const yup = await yupFields(input);
        // The API checks the postcode against the country only once every field passed.
        if (apiFields.length > 0) expect(yup).toEqual(expect.arrayContaining(apiFields));
        else expect(yup).toEqual([]);
      }),
    );
  });

  it("names the postcode rule of the chosen country", async () => {
    await expect(
      schema.validate({
        salutation: "f",
        firstName: "Eva",
        lastName: "Muster",
        street: "Damrak",
        houseNumber: "1",
        postcode: "10117",
        city: "Amsterdam",
        country: "nl",
      }),
    ).rejects.toThrow("address.errors.postcode");
  });
});
