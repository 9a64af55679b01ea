import fc from "fast-check";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { FieldError } from "../api/index.ts";
import {
  authFormFields,
  authMessageKeys,
  defaultGender,
  isAuthFormGroup,
  normalizeEmail,
  validateAuthForm,
  validateEmail,
  validateGender,
  validateLoginPassword,
  validateNewPassword,
  validateNewsletter,
  validatePersonName,
  validateResetToken,
  type AuthFieldError,
  type AuthFormGroup,
  type FieldCheck,
  type Gender,
} from "./index.ts";

const groups: readonly AuthFormGroup[] = [
  "login",
  "register",
  "guest",
  "reset",
  "newPassword",
  "changePassword",
  "personalData",
];
const knownKeys: readonly string[] = Object.values(authMessageKeys);

/** The message keys a refused check reports, in order; `[]` when it passed. */
function keysOf(check: FieldCheck<unknown>): string[] {
  return check.ok ? [] : check.issues.map((issue) => issue.key);
}

const validRegistration = {
  first_name: "Zoë",
  last_name: "Müller-Łukasz",
  gender: "d",
  email: "Zoe.Mueller@Example.DE",
  register_password: "Sommerwind2024",
  newsletter: false,
};

describe("validateNewPassword (core spec point 5, new password)", () => {
  it.each([
    ["Sommerwind2024", []],
    ["ÄpfelUndBirnen", []],
    ["aB3456789", ["reset-password.fields.new-password.min"]],
    ["aB".padEnd(31, "x"), ["reset-password.fields.new-password.max"]],
    ["sommerwind2024", ["reset-password.fields.new-password.uppercase"]],
    ["SOMMERWIND2024", ["reset-password.fields.new-password.lowercase"]],
    ["Sommer wind24", ["reset-password.fields.new-password.spaces"]],
    ["Sommer\twind24", ["reset-password.fields.new-password.spaces"]],
    ["Sommer\u00a0wind24", ["reset-password.fields.new-password.spaces"]],
    ["Sommer\0wind24", ["validation.invalidCharacters"]],
    ["Sommer\ud800wind24", ["validation.invalidCharacters"]],
    [
      "1234 5",
      [
        "reset-password.fields.new-password.min",
        "reset-password.fields.new-password.lowercase",
        "reset-password.fields.new-password.uppercase",
        "reset-password.fields.new-password.spaces",
      ],
    ],
  ])("%j → %j", (password, keys) => {
    expect(keysOf(validateNewPassword(password))).toEqual(keys);
  });

  it("counts characters, not UTF-16 units, and keeps the password as typed", () => {
    const password = "Ab🙂🙂🙂🙂🙂🙂🙂🙂"; // 10 characters, 18 UTF-16 units
    expect(validateNewPassword(password)).toEqual({ ok: true, value: password });
    expect(keysOf(validateNewPassword("Ab" + "🙂".repeat(29)))).toEqual([
      "reset-password.fields.new-password.max",
    ]);
  });

  it("requires a non-empty string and names the limits in the params", () => {
    for (const raw of [undefined, null, "", 1234567890, ["Sommerwind2024"], {}]) {
      expect(keysOf(validateNewPassword(raw))).toEqual([
        "reset-password.fields.new-password.required",
      ]);
    }
    expect(validateNewPassword("Ab")).toMatchObject({ issues: [{ params: { min: 10 } }] });
    expect(validateNewPassword("Ab".repeat(1e6))).toEqual({
      ok: false,
      issues: [{ key: "reset-password.fields.new-password.max", params: { max: 30 } }],
    });
  });
});

describe("validateLoginPassword (core spec point 5, login)", () => {
  it("only requires the password, without the new-password rules", () => {
    expect(validateLoginPassword("kurz")).toEqual({ ok: true, value: "kurz" });
    expect(validateLoginPassword(" alt mit Leerzeichen ")).toEqual({
      ok: true,
      value: " alt mit Leerzeichen ",
    });
    expect(keysOf(validateLoginPassword(""))).toEqual(["validation.required"]);
    expect(keysOf(validateLoginPassword(12345))).toEqual(["validation.required"]);
  });

  it("refuses over-long input, controls and unpaired surrogates", () => {
    expect(validateLoginPassword("x".repeat(128)).ok).toBe(true);
    expect(validateLoginPassword("x".repeat(129))).toEqual({
      ok: false,
      issues: [{ key: "validation.maxLength", params: { max: 128 } }],
    });
    expect(keysOf(validateLoginPassword("geheim\0"))).toEqual(["validation.invalidCharacters"]);
    expect(keysOf(validateLoginPassword("geheim\udc00"))).toEqual(["validation.invalidCharacters"]);
  });
});

describe("validatePersonName (core spec point 5, first and last name)", () => {
  it.each([
    ["Zoë", "Zoë"],
    ["Jürgen", "Jürgen"],
    ["Łukasz", "Łukasz"],
    ["Zoe\u0308", "Zoë"],
    ["  Anna   Maria  ", "Anna Maria"],
    ["Jean-Luc", "Jean-Luc"],
    ["Dr. Müller", "Dr. Müller"],
    ["Ἀριστοτέλης", "Ἀριστοτέλης"],
  ])("accepts %j as %j", (raw, name) => {
    expect(validatePersonName(raw)).toEqual({ ok: true, value: name });
  });

  it.each([
    ["O'Brien", "validation.name"],
    ["R2-D2", "validation.name"],
    ["Anna\0", "validation.name"],
    ["Anna\tMaria", "validation.name"],
    ["Anna\ud800", "validation.name"],
    ["\u0301Anna", "validation.name"],
    ["<script>", "validation.name"],
    ["-. -", "validation.name"],
    ["", "validation.required"],
    ["   ", "validation.required"],
    [42, "validation.required"],
    [null, "validation.required"],
    [["Anna"], "validation.required"],
  ])("refuses %j with %s", (raw, key) => {
    expect(keysOf(validatePersonName(raw))).toEqual([key]);
  });

  it("caps the length at 100 characters, and refuses huge input before normalising", () => {
    expect(validatePersonName("ä".repeat(100)).ok).toBe(true);
    expect(validatePersonName("ä".repeat(101))).toEqual({
      ok: false,
      issues: [{ key: "validation.maxLength", params: { max: 100 } }],
    });
    expect(keysOf(validatePersonName("a".repeat(5_000_000)))).toEqual(["validation.maxLength"]);
  });
});

describe("validateEmail (core spec point 5, email)", () => {
  it.each([
    ["kunde@example.de", "kunde@example.de"],
    [" Zoe.Mueller+shop@Example.CO.UK ", "zoe.mueller+shop@example.co.uk"],
    ["o'brien@example.ie", "o'brien@example.ie"],
    ["jurgen@xn--mller-kva.de", "jurgen@xn--mller-kva.de"],
    ["a@b-c.xn--p1ai", "a@b-c.xn--p1ai"],
  ])("accepts %j as %j", (raw, email) => {
    expect(validateEmail(raw)).toEqual({ ok: true, value: email });
  });

  it.each([
    "kunde",
    "kunde@",
    "@example.de",
    "kunde@example",
    "kunde@example.d",
    "kunde@example.123",
    "ku nde@example.de",
    "kunde@@example.de",
    "ku@nde@example.de",
    ".kunde@example.de",
    "kunde.@example.de",
    "ku..nde@example.de",
    "kunde@-example.de",
    "kunde@example-.de",
    "kunde@example..de",
    "kunde@exa_mple.de",
    "jürgen@example.de",
    "kunde@müller.de",
    "\u212Aunde@example.de",
    "\u0130nfo@example.de",
    "kunde@example.de\0",
    "kunde\n@example.de",
    '"kunde"@example.de',
    `${"a".repeat(65)}@example.de`,
    `kunde@${"a".repeat(64)}.de`,
    `kunde@${"abcdefghi.".repeat(25)}de`,
  ])("refuses %j as not an address", (raw) => {
    expect(keysOf(validateEmail(raw))).toEqual(["newsletter.errors.email"]);
  });

  it("requires an address, with the newsletter's required message", () => {
    for (const raw of [undefined, null, "", "   ", 42, {}, ["a@b.de"]]) {
      expect(keysOf(validateEmail(raw))).toEqual(["newsletter.errors.required"]);
    }
  });

  it("allows 254 characters and no more, and refuses huge input outright", () => {
    const local = "k".repeat(64);
    const domain = (first: number): string =>
      `${"a".repeat(first)}.${"b".repeat(61)}.${"c".repeat(61)}.dex`;
    expect(`${local}@${domain(61)}`).toHaveLength(254);
    expect(validateEmail(`${local}@${domain(61)}`).ok).toBe(true);
    expect(keysOf(validateEmail(`${local}@${domain(62)}`))).toEqual(["newsletter.errors.email"]);
    expect(keysOf(validateEmail("a".repeat(5_000_000)))).toEqual(["newsletter.errors.email"]);
  });

  it("normalizeEmail trims and lowercases", () => {
    expect(normalizeEmail(" Kunde@Example.DE\n")).toBe("kunde@example.de");
  });
});

describe("gender, newsletter and reset token", () => {
  it("accepts the gender codes m, f, d only, with f as the form default", () => {
    expect(defaultGender).toBe("f");
    for (const gender of ["m", "f", "d"]) {
      expect(validateGender(gender)).toEqual({ ok: true, value: gender });
    }
    for (const raw of ["M", "x", " f", 0, true, ["f"], {}]) {
      expect(keysOf(validateGender(raw))).toEqual(["validation.gender"]);
    }
    for (const raw of [undefined, null, ""]) {
      expect(keysOf(validateGender(raw))).toEqual(["validation.required"]);
    }
  });

  it("requires newsletter as a boolean; false is an answer", () => {
    expect(validateNewsletter(false)).toEqual({ ok: true, value: false });
    expect(validateNewsletter(true)).toEqual({ ok: true, value: true });
    for (const raw of [undefined, null, "true", 1, 0, [], {}]) {
      expect(keysOf(validateNewsletter(raw))).toEqual(["validation.required"]);
    }
  });

  it("requires a printable reset token of at most 512 characters", () => {
    expect(validateResetToken("eyJhbGciOi.J9-_x~")).toEqual({
      ok: true,
      value: "eyJhbGciOi.J9-_x~",
    });
    expect(keysOf(validateResetToken(""))).toEqual(["validation.required"]);
    expect(keysOf(validateResetToken(7))).toEqual(["validation.required"]);
    expect(keysOf(validateResetToken("a b"))).toEqual(["validation.invalidCharacters"]);
    expect(keysOf(validateResetToken("abc\0"))).toEqual(["validation.invalidCharacters"]);
    expect(keysOf(validateResetToken("x".repeat(513)))).toEqual(["validation.maxLength"]);
  });
});

describe("validateAuthForm (core spec point 5, groups)", () => {
  it("lists each group's fields in the spec's order", () => {
    expect(authFormFields("login")).toEqual(["email", "password"]);
    expect(authFormFields("register")).toEqual([
      "first_name",
      "last_name",
      "gender",
      "email",
      "register_password",
      "newsletter",
    ]);
    expect(authFormFields("guest")).toEqual([
      "first_name",
      "last_name",
      "gender",
      "email",
      "newsletter",
    ]);
    expect(authFormFields("reset")).toEqual(["email"]);
    expect(authFormFields("newPassword")).toEqual(["token", "password"]);
    expect(authFormFields("changePassword")).toEqual(["password", "new_password"]);
    expect(authFormFields("personalData")).toEqual(["first_name", "last_name", "gender", "email"]);
  });

  it("returns the normalised registration as a new plain object", () => {
    const input = { ...validRegistration, password: "x", customerNo: "42", isAdmin: true };
    const result = validateAuthForm("register", input);
    expect(result).toEqual({
      ok: true,
      value: { ...validRegistration, email: "zoe.mueller@example.de" },
    });
    if (!result.ok) return;
    expectTypeOf(result.value).toEqualTypeOf<{
      first_name: string;
      last_name: string;
      gender: Gender;
      email: string;
      register_password: string;
      newsletter: boolean;
    }>();
    expect(result.value).not.toBe(input);
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
  });

  it("validates guest, login, reset and new-password forms", () => {
    const { register_password: _, ...guest } = validRegistration;
    expect(validateAuthForm("guest", guest).ok).toBe(true);
    expect(validateAuthForm("login", { email: "A@B.DE", password: "x" })).toEqual({
      ok: true,
      value: { email: "a@b.de", password: "x" },
    });
    expect(validateAuthForm("reset", { email: "a@b.de", password: "" })).toEqual({
      ok: true,
      value: { email: "a@b.de" },
    });
    expect(validateAuthForm("newPassword", { token: "t0k3n", password: "Sommerwind2024" }).ok).toBe(
      true,
    );
    expect(validateAuthForm("newPassword", { token: "t0k3n", password: "kurz" }).ok).toBe(false);
  });

  it("applies the new-password rules to register_password, not to the login password", () => {
    expect(validateAuthForm("login", { email: "a@b.de", password: "kurz" }).ok).toBe(true);
    expect(
      validateAuthForm("register", { ...validRegistration, register_password: "kurz" }),
    ).toEqual({
      ok: false,
      errors: [
        {
          field: "register_password",
          key: "reset-password.fields.new-password.min",
          params: { min: 10 },
        },
        { field: "register_password", key: "reset-password.fields.new-password.uppercase" },
      ],
    });
  });

  it("reports every missing field of an empty or non-object body", () => {
    for (const input of [{}, null, undefined, "email=a@b.de", 42, [], ["a@b.de", "x"]]) {
      expect(validateAuthForm("register", input)).toEqual({
        ok: false,
        errors: [
          { field: "first_name", key: "validation.required" },
          { field: "last_name", key: "validation.required" },
          { field: "gender", key: "validation.required" },
          { field: "email", key: "newsletter.errors.required" },
          { field: "register_password", key: "reset-password.fields.new-password.required" },
          { field: "newsletter", key: "validation.required" },
        ],
      });
    }
  });

  it("reads only own data fields: no prototype, __proto__ or getter smuggling", () => {
    const viaProto = JSON.parse('{"__proto__": {"email": "a@b.de", "password": "x"}}') as unknown;
    expect(validateAuthForm("login", viaProto).ok).toBe(false);
    expect(validateAuthForm("login", Object.create({ email: "a@b.de", password: "x" })).ok).toBe(
      false,
    );
    const withGetter = Object.defineProperty({ password: "x" }, "email", {
      enumerable: true,
      get: () => {
        throw new Error("getter ran");
      },
    });
    expect(validateAuthForm("login", withGetter).ok).toBe(false);

    const polluted = JSON.parse(
      '{"email": "a@b.de", "password": "x", "__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}',
    ) as unknown;
    const result = validateAuthForm("login", polluted);
    expect(result).toEqual({ ok: true, value: { email: "a@b.de", password: "x" } });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.keys(result.ok ? result.value : {})).toEqual(["email", "password"]);
  });

  it("reports errors the API's error body can carry as they are", () => {
    expectTypeOf<AuthFieldError>().toExtend<FieldError>();
  });

  it("refuses a group name outside the table", () => {
    expect(isAuthFormGroup("register")).toBe(true);
    expect(isAuthFormGroup("__proto__")).toBe(false);
    expect(isAuthFormGroup("toString")).toBe(false);
    expect(() => validateAuthForm("__proto__" as AuthFormGroup, {})).toThrow(TypeError);
  });
});

// Property-based tests (fast-check 4). Independent oracles restate the rules in the spec's words.
const isValidNewPassword = (s: string): boolean =>
  [...s].length >= 10 &&
  [...s].length <= 30 &&
  /\p{Ll}/u.test(s) &&
  /\p{Lu}/u.test(s) &&
  !/[\s\p{Cc}\p{Cs}]/u.test(s);
const isValidName = (s: string): boolean =>
  s === s.normalize("NFC") &&
  s === s.trim() &&
  !s.includes("  ") &&
  [...s].length <= 100 &&
  /\p{L}/u.test(s) &&
  [...s].every((c) => /[\p{L}\p{M}\-. ]/u.test(c));
const isValidEmail = (s: string): boolean =>
  s === s.toLowerCase() && s.length <= 254 && /^[\x21-\x7e]+@[a-z0-9.-]+\.[a-z0-9-]+$/.test(s);

/** Strings built to break things: NUL, controls, lone surrogates, any code point, huge ones. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u));
const hostileString = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "binary-ascii" }),
  fc.string({ unit: "grapheme" }),
  fc.string({
    unit: fc.oneof(fc.constantFrom("\0", " ", "\t", "a", "Z", "@", "."), loneSurrogate),
  }),
  fc.constantFrom("__proto__", "constructor", "toString", "a".repeat(100_000), "Ab\0".repeat(20)),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.anything({ withNullPrototype: true, withBoxedValues: true, maxDepth: 2 }),
);
const group = fc.constantFrom(...groups);

/** Valid inputs, built from the rules rather than filtered out of noise. */
const letter = fc.oneof(
  fc.constantFrom("a", "Z", "ë", "ü", "Ł", "ß", "é", "Ø", "ñ", "Ω", "ж"),
  fc
    .integer({ min: 0xc0, max: 0x24f })
    .map((c) => String.fromCodePoint(c))
    .filter((c) => /\p{L}/u.test(c)),
);
const word = fc.string({ unit: letter, minLength: 1, maxLength: 12 });
const validName = fc
  .tuple(word, fc.array(fc.tuple(fc.constantFrom(" ", "-", ". "), word), { maxLength: 3 }))
  .map(([first, rest]) => first + rest.map(([separator, w]) => separator + w).join(""));
const passwordChar = fc
  .string({ unit: "grapheme-composite", minLength: 1, maxLength: 1 })
  .filter((c) => !/[\s\p{Cc}]/u.test(c));
const validPassword = fc
  .tuple(
    fc.array(passwordChar, { minLength: 8, maxLength: 28 }),
    fc.constantFrom("a", "ß", "é", "ł", "ж"),
    fc.constantFrom("A", "Ä", "Ł", "Ж", "Z"),
    fc.nat(),
  )
  .map(([rest, lower, upper, at]) => {
    const chars = [...rest];
    chars.splice(at % (chars.length + 1), 0, lower, upper);
    return chars.join("");
  });
const validEmail = fc.mixedCase(fc.emailAddress());
const validGender = fc.constantFrom("m", "f", "d");
const allFields = [
  "first_name",
  "last_name",
  "gender",
  "email",
  "newsletter",
  "password",
  "register_password",
  "token",
] as const;
/**
 * Mostly a valid value, else the same padded or uppercased (which normalisation may or may not
 * repair), wrapped in hostile text, or anything at all; weighted so whole forms often pass.
 */
const nearly = (valid: fc.Arbitrary<string | boolean>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { arbitrary: valid, weight: 8 },
    valid.map((v) => (typeof v === "string" ? ` ${v} ` : String(v))),
    valid.map((v) => (typeof v === "string" ? v.toUpperCase() : v)),
    fc.tuple(hostileString, valid, hostileString).map(([a, v, b]) => `${a}${String(v)}${b}`),
    hostileValue,
  );
const nearlyValidBody = fc.record({
  first_name: nearly(validName),
  last_name: nearly(validName),
  gender: nearly(validGender),
  email: nearly(validEmail),
  newsletter: nearly(fc.boolean()),
  password: nearly(fc.oneof(validPassword, fc.string({ unit: "binary", minLength: 1 }))),
  register_password: nearly(validPassword),
  token: nearly(fc.string({ minLength: 1, maxLength: 40 })),
});
const hostileBody = fc.oneof(
  { arbitrary: nearlyValidBody, weight: 4 },
  fc.dictionary(fc.constantFrom(...allFields, "__proto__", "constructor"), hostileValue),
  hostileValue,
);

describe("validateAuthForm properties", () => {
  it("never throws, and only ever reports the group's fields with known keys", () => {
    fc.assert(
      fc.property(group, hostileBody, (g, body) => {
        const result = validateAuthForm(g, body);
        if (result.ok) return;
        const fields: readonly string[] = authFormFields(g);
        for (const error of result.errors) {
          expect(fields).toContain(error.field);
          expect(knownKeys).toContain(error.key);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("returns ok only with values that satisfy the rules, in a fresh plain object", () => {
    let accepted = 0;
    fc.assert(
      fc.property(group, hostileBody, (g, body) => {
        const result = validateAuthForm(g, body);
        if (!result.ok) return;
        accepted++;
        const value: Record<string, unknown> = result.value;
        expect(value).not.toBe(body);
        expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
        expect(Object.keys(value)).toEqual(authFormFields(g));
        for (const [field, v] of Object.entries(value)) expectValid(g, field, v);
      }),
      { numRuns: 1000 },
    );
    // The property says nothing if nothing passes: enough generated bodies must be valid.
    expect(accepted).toBeGreaterThan(100);
  });

  it("accepts a new password exactly when the oracle does", () => {
    const candidate = fc.oneof(hostileString, validPassword);
    fc.assert(
      fc.property(candidate, (s) => {
        expect(validateNewPassword(s).ok).toBe(isValidNewPassword(s));
      }),
      { numRuns: 1000 },
    );
  });

  it("refuses names, emails and passwords holding NUL or an unpaired surrogate", () => {
    const poison = fc.constantFrom("\0", "\ud800", "\udfff", "\u0007");
    fc.assert(
      fc.property(validName, validEmail, validPassword, poison, fc.nat(), (n, e, p, bad, at) => {
        const insert = (s: string): string =>
          s.slice(0, at % s.length) + bad + s.slice(at % s.length);
        expect(validatePersonName(insert(n)).ok).toBe(false);
        expect(validateEmail(insert(e)).ok).toBe(false);
        expect(validateNewPassword(insert(p)).ok).toBe(false);
        expect(validateLoginPassword(insert(p)).ok).toBe(false);
      }),
    );
  });

  it("accepts every valid registration, normalised, whatever else the body holds", () => {
    fc.assert(
      fc.property(
        fc.record({
          first_name: validName,
          last_name: validName,
          gender: validGender,
          email: validEmail,
          register_password: validPassword,
          newsletter: fc.boolean(),
        }),
        fc.dictionary(fc.string(), hostileValue),
        (form, extra) => {
          const result = validateAuthForm("register", { ...extra, ...form });
          expect(result).toEqual({
            ok: true,
            value: { ...form, email: form.email.toLowerCase() },
          });
        },
      ),
    );
  });

  it("accepts every valid guest, login, reset and new-password form", () => {
    fc.assert(
      fc.property(
        validName,
        validName,
        validGender,
        validEmail,
        validPassword,
        fc.boolean(),
        (first, last, gender, email, password, newsletter) => {
          const guest = { first_name: first, last_name: last, gender, email, newsletter };
          expect(validateAuthForm("guest", guest).ok).toBe(true);
          expect(validateAuthForm("login", { email, password }).ok).toBe(true);
          expect(validateAuthForm("reset", { email }).ok).toBe(true);
          expect(validateAuthForm("newPassword", { token: "abc", password }).ok).toBe(true);
        },
      ),
    );
  });

  it("normalises names idempotently: a returned name validates to itself", () => {
    fc.assert(
      fc.property(fc.oneof(validName, hostileString), (raw) => {
        const check = validatePersonName(raw);
        if (check.ok) expect(validatePersonName(check.value)).toEqual(check);
      }),
    );
  });
});

/** Asserts that a value the validator returned meets its field's rule in the given group. */
function expectValid(g: AuthFormGroup, field: string, value: unknown): void {
  const text = typeof value === "string" ? value : "";
  switch (field) {
    case "first_name":
    case "last_name":
      expect(isValidName(text)).toBe(true);
      return;
    case "email":
      expect(isValidEmail(text)).toBe(true);
      return;
    case "gender":
      expect(["m", "f", "d"]).toContain(value);
      return;
    case "newsletter":
      expect(typeof value).toBe("boolean");
      return;
    case "register_password":
      expect(isValidNewPassword(text)).toBe(true);
      return;
    case "password":
      if (g === "newPassword") expect(isValidNewPassword(text)).toBe(true);
      else
        expect(text.length > 0 && text.length <= 128 && !/[\p{Cc}\p{Cs}]/u.test(text)).toBe(true);
      return;
    case "token":
      expect(/^[\x21-\x7e]{1,512}$/.test(text)).toBe(true);
      return;
    default:
      throw new Error(`unexpected field ${field}`);
  }
}
