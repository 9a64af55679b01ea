import { describe, expect, it } from "vitest";
import { schemaErrors } from "../auth-forms/schema-errors.ts";
import { personalDataSchema } from "./personal-data-schema.ts";

const current = "eva@example.de";
const schema = personalDataSchema(current);
const form = { first_name: " Eva ", last_name: "Muster", gender: "f", email: current };

const errors = (values: unknown) => schemaErrors(schema, values);

describe("the personal data form's schema (shared rules, core spec point 5)", () => {
  it("sends the normalised fields and no password while the email stays", () => {
    expect(schema.cast({ ...form, password: "ignored" })).toEqual({
      first_name: "Eva",
      last_name: "Muster",
      gender: "f",
      email: current,
    });
  });

  it("needs the current password once the email changes, and then sends it", async () => {
    const changed = { ...form, email: " Neu@Example.de " };
    expect(await errors(changed)).toEqual({ password: "validation.required" });
    expect(await errors({ ...changed, email: "EVA@example.de" })).toEqual({});
    expect(schema.cast({ ...changed, password: "Mein Passwort" })).toMatchObject({
      email: "neu@example.de",
      password: "Mein Passwort",
    });
  });

  it("refuses what the shared rules refuse, with their keys", async () => {
    expect(await errors({ ...form, first_name: "", gender: "x", email: "kein" })).toEqual({
      first_name: "validation.required",
      gender: "validation.gender",
      email: "newsletter.errors.email",
      // Another email than the current one, so the password is asked for too.
      password: "validation.required",
    });
  });
});
