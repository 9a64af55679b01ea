// The account contact form's call (issue 17): stored, confirmed by e-mail in the page's
// language, limited per customer, bad input refused without storing anything.
import { afterAll, describe, expect, it } from "vitest";
import type { MailMessage } from "@shop/shared/platform";
import { ContactStore } from "../store/contact-store.ts";
import { contactLimit } from "./contact-api.ts";
import { jsonCalls, sessionCookie, uniqueEmail } from "./testing/account-requests.ts";
import { testAccount } from "./testing/test-account.ts";

const account = await testAccount();
const { app } = account;
afterAll(() => account.dispose());

const send = jsonCalls(app);
const stored = new ContactStore(account.db);
const sent = (account.platform.mailer as unknown as { sent: MailMessage[] }).sent;

async function registered(prefix: string) {
  const email = uniqueEmail(prefix);
  const response = await send("POST", "/api/user/auth/register/", {
    newsletter: false,
    first_name: "Eva",
    last_name: "Muster",
    gender: "f",
    email,
    register_password: "Sicheres-Passwort-7",
  });
  const user = (await response.json()) as { user: { id: string } };
  return { email, cookie: sessionCookie(response), id: user.user.id };
}

const message = {
  topic: "delivery",
  orderNumber: "wf-10042",
  name: "Eva Muster",
  email: "eva.muster@example.org",
  subject: "Wo bleibt meine Lieferung?",
  message: "Guten Tag,\nmeine Bestellung ist noch nicht angekommen.",
};

describe("POST /api/user/contact/", () => {
  it("stores the message and mails a confirmation to the account in the page's language", async () => {
    const eva = await registered("kontakt");
    const response = await app.request("/api/user/contact/?locale=fr-be", {
      method: "POST",
      headers: { host: "be.localhost", "content-type": "application/json", cookie: eva.cookie },
      body: JSON.stringify(message),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(await stored.countOf(eva.id)).toBe(1);
    await account.api.settled();
    const mail = sent.filter((m) => m.to === eva.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.locale).toBe("fr-be");
    expect(mail[0]?.subject).toMatch(/^Nous avons bien reçu votre message/);
    expect(mail[0]?.text).toContain("meine Bestellung ist noch nicht angekommen.");
  });

  it("escapes the customer's words in the HTML e-mail", async () => {
    const eva = await registered("kontakt.html");
    const body = { ...message, message: 'Bitte "schnell" & gern' };
    expect((await send("POST", "/api/user/contact/?locale=de-de", body, eva.cookie)).status).toBe(
      201,
    );
    await account.api.settled();
    const mail = sent.find((m) => m.to === eva.email);
    expect(mail?.html).toContain("Bitte &quot;schnell&quot; &amp; gern");
  });

  it("refuses bad input with the fields and stores nothing", async () => {
    const eva = await registered("kontakt.falsch");
    const response = await send(
      "POST",
      "/api/user/contact/?locale=de-de",
      { ...message, topic: "lottery", subject: " ", message: "x".repeat(2001) },
      eva.cookie,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; key: string; fields: unknown[] };
    expect(body.key).toBe("auth.checkFields");
    expect(body.error).toBeTruthy();
    expect(body.fields).toEqual([
      { field: "topic", key: "validation.required" },
      { field: "subject", key: "validation.required" },
      { field: "message", key: "validation.maxLength", params: { max: 2000 } },
    ]);
    expect(await stored.countOf(eva.id)).toBe(0);
  });

  it("refuses a locale the shop does not offer", async () => {
    const eva = await registered("kontakt.locale");
    const response = await send("POST", "/api/user/contact/?locale=it-it", message, eva.cookie);
    expect(response.status).toBe(400);
    expect(await stored.countOf(eva.id)).toBe(0);
  });

  it("answers 429 with Retry-After after the limit, per customer, and stores nothing more", async () => {
    const eva = await registered("kontakt.limit");
    for (let i = 0; i < contactLimit.max; i += 1) {
      expect(
        (await send("POST", "/api/user/contact/?locale=de-de", message, eva.cookie)).status,
      ).toBe(201);
    }
    const refused = await send("POST", "/api/user/contact/?locale=de-de", message, eva.cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ key: "auth.tooManyAttempts" });
    expect(await stored.countOf(eva.id)).toBe(contactLimit.max);
    // Another customer has a bucket of their own.
    const tom = await registered("kontakt.limit.tom");
    expect(
      (await send("POST", "/api/user/contact/?locale=de-de", message, tom.cookie)).status,
    ).toBe(201);
  });

  it("answers 401 without a signed-in registered customer", async () => {
    const response = await send("POST", "/api/user/contact/?locale=de-de", message);
    expect(response.status).toBe(401);
    expect(await response.json()).toHaveProperty("error");
  });
});
