import { describe, expect, it } from "vitest";
import { validateAddress } from "./address-rules.ts";

const berlin = {
  salutation: "f",
  firstName: " Eva ",
  lastName: "Muster",
  street: "  Unter den   Linden ",
  houseNumber: "7a",
  postcode: " 10117 ",
  city: "Berlin",
  country: "de",
};

describe("validateAddress (the address book's rules)", () => {
  it("keeps exactly the address's fields, normalised", () => {
    expect(validateAddress({ ...berlin, userId: "someone else" })).toEqual({
      ok: true,
      value: {
        salutation: "f",
        firstName: "Eva",
        lastName: "Muster",
        street: "Unter den Linden",
        houseNumber: "7a",
        postcode: "10117",
        city: "Berlin",
        country: "de",
      },
    });
  });

  it("checks the postcode by the address's country (shared rules)", () => {
    expect(validateAddress({ ...berlin, postcode: "1011", country: "de" })).toEqual({
      ok: false,
      errors: [{ field: "postcode", key: "address.errors.postcode" }],
    });
    expect(validateAddress({ ...berlin, postcode: "1011", country: "at" }).ok).toBe(true);
    expect(validateAddress({ ...berlin, postcode: "1012ab", country: "nl" })).toMatchObject({
      ok: true,
      value: { postcode: "1012AB" },
    });
  });

  it("lists every refused field with its key", () => {
    expect(validateAddress({ ...berlin, firstName: "", street: "<b>", country: "us" })).toEqual({
      ok: false,
      errors: [
        { field: "firstName", key: "validation.required" },
        { field: "street", key: "validation.invalidCharacters" },
        { field: "country", key: "address.errors.country" },
      ],
    });
    expect(validateAddress(null)).toMatchObject({ ok: false });
  });
});
