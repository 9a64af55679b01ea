import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ValidationError } from "yup";
import { authFormFields, validateAuthForm, type AuthFormGroup } from "@shop/shared";
import { authFormSchema } from "./auth-schemas.ts";
import { messageRefs, parseMessageRefs } from "@shop/shared";

const groups: readonly AuthFormGroup[] = [
  "login",
  "register",
  "guest",
  "reset",
  "newPassword",
  "changePassword",
  "personalData",
];

/** Field → message keys, as the Yup schema reports them (empty when valid). */
async function yupErrors(group: AuthFormGroup, input: unknown): Promise<Record<string, string>> {
  try {
    await authFormSchema(group).validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? "", inner.message]));
  }
}

/** Field → message keys, as the shared rules (and so the server) report them. */
function sharedErrors(group: AuthFormGroup, input: unknown): Record<string, string> {
  const result = validateAuthForm(group, input);
  if (result.ok) return {};
  const byField = new Map<string, typeof result.errors>();
  for (const error of result.errors) {
    byField.set(error.field, [...(byField.get(error.field) ?? []), error]);
  }
  return Object.fromEntries([...byField].map(([field, errors]) => [field, messageRefs(errors)]));
}

const registration = {
  first_name: "  Zoë ",
  last_name: "Müller-Lüdenscheidt",
  gender: "d",
  email: " Zoe.Mueller@Example.DE ",
  register_password: "Sommerwind2024",
  newsletter: true,
};

/** Values a shopper might type into each field, valid and not. */
const typed = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "Zoë",
    "O'Brien",
    "anna@example.de",
    "ANNA@Example.DE ",
    "anna@@example",
    "Sommerwind2024",
    "sommerwind",
    "Sommer wind24",
    "m",
    "x",
    "token-abc",
    true,
    false,
    undefined,
    null,
    42,
  ),
  fc.string({ maxLength: 40 }),
);

describe("authFormSchema: the Yup schemas agree with the shared rules (core spec point 5)", () => {
  it.each(groups)(
    "refuses and accepts exactly what the server does, with its keys: %s",
    async (group) => {
      const fields = authFormFields(group);
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(fields.map((field) => [field, typed])), {
            requiredKeys: [],
          }),
          async (input) => {
            expect(await yupErrors(group, input)).toEqual(sharedErrors(group, input));
          },
        ),
        { numRuns: 150 },
      );
    },
  );

  it("casts to the values the server would keep: email lowercased, names trimmed", () => {
    const shared = validateAuthForm("register", registration);
    expect(shared.ok).toBe(true);
    const cast = authFormSchema("register").cast(registration, { stripUnknown: true });
    expect(cast).toEqual(shared.ok ? shared.value : undefined);
    expect(cast.email).toBe("zoe.mueller@example.de");
    expect(cast.first_name).toBe("Zoë");
  });

  it("reports every broken new-password rule at once, with the limits", async () => {
    const errors = await yupErrors("newPassword", { token: "abc", password: "kurz 1" });
    expect(parseMessageRefs(errors.password ?? "")).toEqual([
      { key: "reset-password.fields.new-password.min", params: { min: 10 } },
      { key: "reset-password.fields.new-password.uppercase", params: {} },
      { key: "reset-password.fields.new-password.spaces", params: {} },
    ]);
  });

  it("uses the spec's email messages", async () => {
    expect(await yupErrors("reset", { email: "" })).toEqual({
      email: "newsletter.errors.required",
    });
    expect(await yupErrors("reset", { email: "kein-at-zeichen" })).toEqual({
      email: "newsletter.errors.email",
    });
  });
});
