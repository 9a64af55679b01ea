import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isLeakedPassword, passwordHashRange } from "./leaked-password.ts";
import { newsletterSignUpOf } from "./newsletter.ts";

const sha1 = (text: string) => createHash("sha1").update(text, "utf8").digest("hex").toUpperCase();

describe("the leaked-password check (core spec points 5, 7, 8)", () => {
  it("sends only the first 5 characters of the SHA-1", async () => {
    const digest = sha1("Sommerwind2024");
    expect(await passwordHashRange("Sommerwind2024")).toEqual({
      prefix: digest.slice(0, 5),
      suffix: digest.slice(5),
    });
  });

  it("is leaked when the range holds the suffix, in any case", async () => {
    const digest = sha1("Passwort1234");
    const asked: string[] = [];
    const leaked = await isLeakedPassword("Passwort1234", (prefix) => {
      asked.push(prefix);
      return Promise.resolve(["0000", digest.slice(5).toLowerCase()]);
    });
    expect(leaked).toBe(true);
    expect(asked).toEqual([digest.slice(0, 5)]);
  });

  it("is not leaked when the range lacks it, and leaked when the check fails", async () => {
    expect(await isLeakedPassword("Sommerwind2024", () => Promise.resolve(["ABC"]))).toBe(false);
    expect(
      await isLeakedPassword("Sommerwind2024", () => Promise.reject(new Error("offline"))),
    ).toBe(true);
  });
});

describe("newsletterSignUpOf (core spec point 7)", () => {
  const form = {
    first_name: "Zoë",
    last_name: "Müller",
    gender: "d" as const,
    email: "zoe@example.de",
    newsletter: true,
  };

  it("names the shop, the source and the salutation code (m=0, f=2, d=4)", () => {
    expect(newsletterSignUpOf(form, { shopId: "home-de" }, "guest")).toEqual({
      name: "Zoë Müller",
      email: "zoe@example.de",
      source: "guest",
      shopId: "home-de",
      firstName: "Zoë",
      lastName: "Müller",
      salutation: 4,
    });
    expect(newsletterSignUpOf({ ...form, gender: "m" }, { shopId: "x" }, "guest")?.salutation).toBe(
      0,
    );
    expect(newsletterSignUpOf({ ...form, gender: "f" }, { shopId: "x" }, "guest")?.salutation).toBe(
      2,
    );
  });

  it("is no call when the box is not ticked", () => {
    expect(
      newsletterSignUpOf({ ...form, newsletter: false }, { shopId: "x" }, "guest"),
    ).toBeUndefined();
  });
});
