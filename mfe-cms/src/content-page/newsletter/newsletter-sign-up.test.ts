import { describe, expect, it } from "vitest";
import {
  newsletterBlockSource,
  newsletterFieldRules,
  newsletterSignUpBody,
} from "./newsletter-sign-up.ts";

// The form's Yup schema is `ruleSchema` over these rules (shared/ui, tested there); the browser
// journey checks the form's messages. Here: the rules the schema is built from.
describe("newsletterFieldRules", () => {
  it("normalise what is sent: the e-mail trimmed and lowercased, names trimmed", () => {
    expect(newsletterFieldRules.email(" Louise.Peeters@Example.ORG ")).toEqual({
      ok: true,
      value: "louise.peeters@example.org",
    });
    expect(newsletterFieldRules.first_name("  Louise ")).toEqual({ ok: true, value: "Louise" });
  });

  it("refuse an empty or wrong form with the spec's message keys", () => {
    const keys = (check: { ok: boolean; issues?: readonly { key: string }[] }) =>
      check.issues?.map(({ key }) => key);
    expect(keys(newsletterFieldRules.gender(""))).toEqual(["validation.required"]);
    expect(keys(newsletterFieldRules.last_name("3"))).toEqual(["validation.name"]);
    expect(keys(newsletterFieldRules.email(""))).toEqual(["newsletter.errors.required"]);
    expect(keys(newsletterFieldRules.email("kein-at"))).toEqual(["newsletter.errors.email"]);
  });
});

describe("newsletterSignUpBody", () => {
  it("is the account API's body: name, salutation code, shop and the block as source", () => {
    expect(
      newsletterSignUpBody(
        { gender: "d", first_name: "Sam", last_name: "de Vries", email: "sam@example.nl" },
        { shopId: "home-nl" },
      ),
    ).toEqual({
      name: "Sam de Vries",
      email: "sam@example.nl",
      source: newsletterBlockSource,
      shopId: "home-nl",
      firstName: "Sam",
      lastName: "de Vries",
      salutation: 4,
    });
  });

  it("codes the salutations as the newsletter service does (m=0, f=2)", () => {
    const body = (gender: "m" | "f") =>
      newsletterSignUpBody(
        { gender, first_name: "A", last_name: "B", email: "a@b.de" },
        { shopId: "x" },
      );
    expect(body("m").salutation).toBe(0);
    expect(body("f").salutation).toBe(2);
  });
});
