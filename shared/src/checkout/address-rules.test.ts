import { describe, expect, it } from "vitest";
import { postcodeIssue, validateAddress } from "./address-rules.ts";

const berlin = {
  salutation: "f",
  firstName: " Anna ",
  lastName: "Schmidt",
  street: "Hauptstraße",
  houseNumber: "12a",
  postcode: " 10115 ",
  city: "Berlin",
  country: "de",
};

describe("validateAddress", () => {
  it("accepts a complete address and answers it normalised, without other fields", () => {
    expect(validateAddress({ ...berlin, extra: "x" })).toEqual({
      ok: true,
      value: { ...berlin, firstName: "Anna", postcode: "10115" },
    });
  });

  it("names every refused field with its message key", () => {
    const check = validateAddress({ ...berlin, firstName: "", salutation: "x", country: "us" });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.map((error) => [error.field, error.key])).toEqual([
      ["salutation", "validation.gender"],
      ["firstName", "validation.required"],
      ["country", "address.errors.country"],
    ]);
  });

  it("checks the postcode against the address's country", () => {
    expect(postcodeIssue("nl", "1016 gv")).toBeUndefined();
    expect(postcodeIssue("nl", "10115")).toEqual({
      field: "postcode",
      key: "address.errors.postcode",
    });
    expect(validateAddress({ ...berlin, country: "at" }).ok).toBe(false);
  });
});
