import { describe, expect, it } from "vitest";
import { stockReminderSchema } from "./stock-reminder-schema.ts";

describe("stockReminderSchema", () => {
  it("accepts an address and sends it normalised", async () => {
    expect(await stockReminderSchema.validate({ email: " Ana@Example.org " })).toEqual({
      email: "ana@example.org",
    });
  });

  it("refuses with the shared rule's message keys", async () => {
    await expect(stockReminderSchema.validate({ email: "" })).rejects.toThrow(
      "newsletter.errors.required",
    );
    await expect(stockReminderSchema.validate({ email: "ana@" })).rejects.toThrow(
      "newsletter.errors.email",
    );
  });
});
