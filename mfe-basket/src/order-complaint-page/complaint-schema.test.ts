import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { complaintSchema } from "./complaint-schema.ts";

const problems = async (values: unknown): Promise<string[]> => {
  try {
    await complaintSchema(["a", "b"]).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return error instanceof ValidationError ? error.errors.sort() : ["unexpected"];
  }
};

describe("the complaint form's schema", () => {
  it("takes a reason of the list, lines of the order and a message", async () => {
    expect(await problems({ reason: "damaged", variantIds: ["a"], message: "Broken" })).toEqual([]);
  });

  it("refuses what the server refuses", async () => {
    expect(await problems({ reason: "", variantIds: [], message: "  " })).toEqual([
      "linesMissing",
      "messageMissing",
      "reasonMissing",
    ]);
    expect(
      await problems({ reason: "damaged", variantIds: ["a"], message: "x".repeat(2001) }),
    ).toEqual(["messageTooLong"]);
    expect(await problems({ reason: "bored", variantIds: ["a"], message: "x" })).toEqual([
      "reasonMissing",
    ]);
  });
});
