import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { paymentStepSchema } from "./checkout-schemas.ts";

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
