import { afterAll, describe, expect, it } from "vitest";
import type { ApiError, AuthResult, User } from "@shop/shared";
import { testShops } from "@shop/shared/testing";
import { sql } from "drizzle-orm";
import { currentPasswordLimit } from "./current-password.ts";
import { testAccount } from "./testing/test-account.ts";

const deletedAccounts: string[] = [];
// The shops as the edge configures them locally: links in e-mails point to port 3000.
const shops = testShops();
const account = await testAccount({
  shops: { ...shops, origin: (shop) => `${shops.origin(shop)}:3000` },
  beforeAccountDeleted: (userId) => {
    deletedAccounts.push(userId);
    return Promise.resolve();
  },
});
const { app, db } = account;
const { mailer } = account.platform;
afterAll(() => account.dispose());
const password = "Sicheres-Passwort-7";
const newPassword = "Neues-Passwort-2024x";

let counter = 0;
function uniqueEmail(): string {
  counter += 1;
  return `konto.${counter}.${Date.now()}@example.org`;
}

function send(method: string, path: string, body?: unknown, cookie?: string) {
  return app.request(path, {
    method,
    headers: {
      "content-type": "application/json",
      host: "fr.localhost",
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

function sessionCookie(response: Response): string {
  return /sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? "";
}

async function register(email = uniqueEmail()) {
  const response = await send("POST", "/api/user/auth/register/?locale=fr-fr", {
    first_name: "Camille",
    last_name: "Lefèvre",
    gender: "f",
    email,
    register_password: password,
    newsletter: false,
  });
  expect(response.status).toBe(200);
  return { email, cookie: sessionCookie(response) };
}

function login(email: string, secret: string) {
  return send("POST", "/api/user/auth/login/?locale=fr-fr", { email, password: secret });
}

/** The token of the newest reset e-mail to an address, read from the mailer. */
async function resetToken(email: string): Promise<{ token: string; text: string }> {
  await account.api.settled();
  const mail = mailer.sent.findLast((message) => message.to.includes(email));
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!mail || !token) throw new Error(`no reset e-mail to ${email}`);
  return { token, text: mail.text };
}

describe("password reset", () => {
  it("answers known and unknown addresses alike and mails a translated link built from the shop's origin", async () => {
    const { email } = await register();
    const known = await send("POST", "/api/user/auth/send-reset-email/?locale=fr-fr", { email });
    const unknown = await send("POST", "/api/user/auth/send-reset-email/?locale=fr-fr", {
      email: uniqueEmail(),
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const { text } = await resetToken(email);
    expect(text).toContain("http://fr.localhost:3000/fr/compte/nouveau-mot-de-passe/?token=");
    expect(text).toMatch(/mot de passe/i);
  });

  it("builds the link from configuration, never from a forged Host header", async () => {
    const { email } = await register();
    await app.request("/api/user/auth/send-reset-email/?locale=fr-fr", {
      method: "POST",
      headers: { "content-type": "application/json", host: "evil.example" },
      body: JSON.stringify({ email }),
    });
    await account.api.settled();
    const mails = mailer.sent;
    expect(mails.some((mail) => mail.text.includes("evil.example"))).toBe(false);
  });

  it("sets a new password once: the token is single-use, old sessions end, then the shopper logs in", async () => {
    const { email, cookie } = await register();
    await send("POST", "/api/user/auth/send-reset-email/?locale=fr-fr", { email });
    const { token } = await resetToken(email);
    const done = await send("POST", "/api/user/auth/reset-password/", {
      token,
      password: newPassword,
    });
    expect(done.status).toBe(200);
    const user = (await (
      await app.request("/api/user/?locale=fr-fr", { headers: { cookie, host: "fr.localhost" } })
    ).json()) as User;
    expect(user.loggedIn).toBe(false);
    const again = await send("POST", "/api/user/auth/reset-password/", {
      token,
      password: "Noch-Ein-Passwort-9",
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ApiError).key).toBe("auth.resetLinkInvalid");
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, newPassword)).status).toBe(200);
  });

  it("refuses an expired token", async () => {
    const { email } = await register();
    await send("POST", "/api/user/auth/send-reset-email/?locale=fr-fr", { email });
    const { token } = await resetToken(email);
    await db.execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    const late = await send("POST", "/api/user/auth/reset-password/", {
      token,
      password: newPassword,
    });
    expect(late.status).toBe(400);
  });
});

describe("DELETE /api/user/", () => {
  it("deletes the signed-in customer after the password, ends every session and sends them to goodbye", async () => {
    const { email, cookie } = await register();
    const other = sessionCookie(await login(email, password));
    const wrong = await send("DELETE", "/api/user/", { password: "Falsch-Passwort-1" }, cookie);
    expect(wrong.status).toBe(400);
    const deleted = await send("DELETE", "/api/user/", { password }, cookie);
    expect(await deleted.json()).toEqual({ redirect: "/?redirect=goodbye" });
    for (const session of [cookie, other]) {
      const user = (await (
        await app.request("/api/user/", { headers: { cookie: session } })
      ).json()) as User;
      expect(user.loggedIn).toBe(false);
    }
    expect((await login(email, password)).status).toBe(401);
  });

  it("asks the other teams to delete their data of the account (baskets, wishlists)", async () => {
    const { cookie } = await register();
    const me = (await (
      await app.request("/api/user/", { headers: { cookie, host: "fr.localhost" } })
    ).json()) as User;
    await send("DELETE", "/api/user/", { password }, cookie);
    expect(deletedAccounts).toContain(me.id);
  });

  it("stops guessing the password after a few wrong ones (429), and keeps the account", async () => {
    const { email, cookie } = await register();
    for (let attempt = 0; attempt < currentPasswordLimit.max; attempt += 1) {
      const wrong = await send("DELETE", "/api/user/", { password: "Falsch-Passwort-1" }, cookie);
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as ApiError).key).toBe("account.wrongPassword");
    }
    const refused = await send("DELETE", "/api/user/", { password }, cookie);
    expect(refused.status).toBe(429);
    expect((await login(email, password)).status).toBe(200);
  });

  it("answers 401 without a signed-in session", async () => {
    expect((await send("DELETE", "/api/user/", { password })).status).toBe(401);
  });
});

describe("POST /api/mcs/selfi/newsletter/", () => {
  it("stores a sign-up and refuses an incomplete one", async () => {
    const body = {
      name: "Camille Lefèvre",
      email: "Camille@Example.org",
      source: "register",
      shopId: "home-fr",
      firstName: "Camille",
      lastName: "Lefèvre",
      salutation: 2,
    };
    expect((await send("POST", "/api/mcs/selfi/newsletter/", body)).status).toBe(204);
    for (const change of [{ salutation: 1 }, { email: "nope" }, { shopId: "mars" }, { extra: 1 }]) {
      const response = await send("POST", "/api/mcs/selfi/newsletter/", { ...body, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
    }
  });
});

describe("sign-in after registration", () => {
  it("keeps the guest and the registered account of one address apart", async () => {
    const email = uniqueEmail();
    const guest = await send("POST", "/api/user/auth/guest/?locale=fr-fr", {
      first_name: "Camille",
      last_name: "Lefèvre",
      gender: "f",
      email,
      newsletter: false,
    });
    const { user: guestUser } = (await guest.json()) as AuthResult;
    await register(email);
    const { user } = (await (await login(email, password)).json()) as AuthResult;
    expect(user.id).not.toBe(guestUser.id);
    expect(user.registered).toBe(true);
  });
});
