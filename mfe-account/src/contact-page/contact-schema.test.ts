import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { schemaErrors } from "../auth-forms/schema-errors.ts";
import { contactTopics, validateContactForm, type ContactForm } from "../contact/contact-rules.ts";
import { contactSchema } from "./contact-schema.ts";

const schema = contactSchema();
const form = {
  topic: "order",
  orderNumber: " wf-1001 ",
  name: " Eva Muster ",
  email: " Eva@Example.DE ",
  subject: "  Frage   zur Bestellung ",
  message: "Guten Tag,\r\nwo bleibt meine Bestellung?\n",
};

const errors = (values: unknown) => schemaErrors(schema, values);

describe("the contact form's schema (the contact rules, shared with the API)", () => {
  it("sends the normalised fields", () => {
    expect(schema.cast(form)).toEqual({
      topic: "order",
      orderNumber: "WF-1001",
      name: "Eva Muster",
      email: "eva@example.de",
      subject: "Frage zur Bestellung",
      message: "Guten Tag,\nwo bleibt meine Bestellung?",
    });
  });

  it("takes no order number as none", async () => {
    expect(await errors({ ...form, orderNumber: "" })).toEqual({});
    expect(schema.cast({ ...form, orderNumber: "" }).orderNumber).toBe("");
  });

  it("refuses what the rules refuse, with their keys", async () => {
    expect(
      await errors({
        topic: "lottery",
        orderNumber: "12/34",
        name: "",
        email: "kein",
        subject: "<b>Hallo</b>",
        message: "x".repeat(2001),
      }),
    ).toEqual({
      topic: "validation.required",
      orderNumber: "validation.invalidCharacters",
      name: "validation.required",
      email: "newsletter.errors.email",
      subject: "validation.invalidCharacters",
      message: "validation.maxLength?max=2000",
    });
  });

  it("takes a message of exactly 2000 characters, line breaks included", async () => {
    const message = `${"a".repeat(999)}\n${"b".repeat(1000)}`;
    expect(await errors({ ...form, message })).toEqual({});
  });

  it("agrees with the API's check on any input", async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(...contactTopics),
      fc.constant(undefined),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          topic: field,
          orderNumber: field,
          name: field,
          email: fc.oneof(field, fc.emailAddress()),
          subject: field,
          message: field,
        }),
        async (values) => {
          const server = validateContactForm(values);
          const browser = await errors(values);
          expect(Object.keys(browser).length === 0).toBe(server.ok);
          // Yup leaves an absent field out of the cast; the form always holds "" for none.
          if (!server.ok) return;
          const cast: Partial<ContactForm> = schema.cast(values);
          expect({ ...cast, orderNumber: cast.orderNumber ?? "" }).toEqual(server.value);
        },
      ),
      { numRuns: 200 },
    );
  });
});
