import { afterAll, describe, expect, it } from "vitest";
import type { ApiError, AuthResult, User } from "@shop/shared";
import type { Session } from "@shop/shared/platform";
import { sha1Range } from "./breached-passwords.ts";
import { socketAddress, testAccount } from "./testing/test-account.ts";

const signIns: { session: Session; userId: string }[] = [];
// Rate limits count per client address: here the socket's, as the platform's trusted-proxy rule
// gives it when no proxy is configured.
const account = await testAccount({
  clientAddress: socketAddress,
  afterSignIn: (session, userId) => {
    signIns.push({ session, userId });
    return Promise.resolve();
  },
});
const { app } = account;
afterAll(() => account.dispose());

let counter = 0;
/** A fresh email per test, so the tests of this file do not meet in the database. */
function uniqueEmail(): string {
  counter += 1;
  return `kunde.${counter}.${Date.now()}@example.org`;
}

const password = "Sicheres-Passwort-7";

function post(path: string, body: unknown, headers: Record<string, string> = {}, env?: unknown) {
  return app.request(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    },
    env,
  );
}

/** The session cookie a response sets, as `name=value`. */
function sessionCookie(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const match = /(?:__Host-)?sid=[^;]+/.exec(header);
  if (!match) throw new Error(`no session cookie in "${header}"`);
  return match[0];
}

async function currentUser(cookie: string): Promise<User> {
  const response = await app.request("/api/user/?locale=de-de", { headers: { cookie } });
  return (await response.json()) as User;
}

async function register(email = uniqueEmail()) {
  const response = await post("/api/user/auth/register/?locale=de-de", {
    first_name: "Jürgen",
    last_name: "Müller-Lüdenscheidt",
    gender: "m",
    email: email.toUpperCase(),
    register_password: password,
    newsletter: false,
  });
  expect(response.status).toBe(200);
  return { email, cookie: sessionCookie(response), body: (await response.json()) as AuthResult };
}

describe("POST /api/user/auth/{login|register|guest}/", () => {
  it("registers a customer with a lowercased email and signs them in with an HttpOnly cookie", async () => {
    const response = await post("/api/user/auth/register/?locale=de-de", {
      first_name: "Zoë",
      last_name: "Dubois",
      gender: "f",
      email: "Zoe.Dubois@Example.org",
      register_password: password,
      newsletter: true,
    });
    expect(response.status).toBe(200);
    const cookieHeader = response.headers.get("set-cookie") ?? "";
    expect(cookieHeader).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookieHeader).toContain("HttpOnly");
    expect(cookieHeader).toContain("SameSite=Lax");
    const { user } = (await response.json()) as AuthResult;
    expect(user).toMatchObject({
      email: "zoe.dubois@example.org",
      loggedIn: true,
      registered: true,
      isGuestCustomer: false,
    });
    expect(user.id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(user)).not.toContain("argon2");
    expect(await currentUser(sessionCookie(response))).toEqual(user);
  });

  it("gives a new session id on login; the old one is dead", async () => {
    const { email, cookie: first } = await register();
    const login = await post(
      "/api/user/auth/login/?locale=de-de",
      { email, password },
      { cookie: first },
    );
    expect(login.status).toBe(200);
    const second = sessionCookie(login);
    expect(second).not.toBe(first);
    expect((await currentUser(first)).loggedIn).toBe(false);
    expect((await currentUser(second)).email).toBe(email);
    const validate = await app.request("/api/user/auth/validate/", { headers: { cookie: first } });
    expect(await validate.json()).toEqual({ valid: false });
  });

  it("ends the session on logout", async () => {
    const { cookie } = await register();
    const logout = await post("/api/user/auth/logout/?locale=de-de", {}, { cookie });
    expect(await logout.json()).toEqual({ statusCode: 200 });
    expect(logout.headers.get("set-cookie")).toMatch(/sid=;/);
    expect((await currentUser(cookie)).loggedIn).toBe(false);
  });

  it("signs in a guest without a password", async () => {
    const response = await post("/api/user/auth/guest/?locale=de-de", {
      first_name: "Anne",
      last_name: "de Vries",
      gender: "d",
      email: uniqueEmail(),
      newsletter: false,
    });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as AuthResult;
    expect(user).toMatchObject({ isGuestCustomer: true, registered: false, loggedIn: true });
  });

  it("answers a known and an unknown email identically", async () => {
    const { email } = await register();
    const known = await post("/api/user/auth/login/?locale=de-de", {
      email,
      password: "Falsches-Passwort-1",
    });
    const unknown = await post("/api/user/auth/login/?locale=de-de", {
      email: uniqueEmail(),
      password: "Falsches-Passwort-1",
    });
    expect(known.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it("answers the 11th failed login within 15 minutes with 429; a forged X-Forwarded-For changes nothing", async () => {
    const { email } = await register();
    const env = { incoming: { socket: { remoteAddress: "203.0.113.9" } } };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await post(
        "/api/user/auth/login/?locale=de-de",
        { email, password: "Falsches-Passwort-1" },
        { "x-forwarded-for": `198.51.100.${attempt}` },
        env,
      );
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await post(
      "/api/user/auth/login/?locale=de-de",
      { email, password },
      { "x-forwarded-for": "198.51.100.200" },
      env,
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await blocked.json()) as ApiError).key).toBe("auth.tooManyAttempts");
  });

  it("refuses a leaked password at registration and invalid fields with the spec's keys", async () => {
    const leaked = await post("/api/user/auth/register/?locale=de-de", {
      first_name: "Max",
      last_name: "Muster",
      gender: "m",
      email: uniqueEmail(),
      register_password: "Password1234",
      newsletter: false,
    });
    expect(leaked.status).toBe(400);
    expect(((await leaked.json()) as ApiError).fields).toEqual([
      { field: "register_password", key: "reset-password.fields.new-password.leaked" },
    ]);
    const invalid = await post("/api/user/auth/register/?locale=de-de", {
      first_name: "M4x",
      last_name: "",
      gender: "x",
      email: "not-an-email",
      register_password: "short",
    });
    expect(invalid.status).toBe(400);
    const keys = ((await invalid.json()) as ApiError).fields?.map((field) => field.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "validation.name",
        "newsletter.errors.email",
        "reset-password.fields.new-password.min",
      ]),
    );
  });

  it("runs afterSignIn with the new session and the account's id", async () => {
    const { email, body } = await register();
    const login = await post("/api/user/auth/login/?locale=de-de", { email, password });
    const last = signIns.at(-1);
    expect(last?.userId).toBe(body.user.id);
    expect(sessionCookie(login)).toBe(`sid=${last?.session.id}`);
    expect(last?.session.userId).toBe(body.user.id);
  });

  it("answers malformed JSON with 400 and the error", async () => {
    const malformed = await app.request("/api/user/auth/login/?locale=de-de", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "The body must be valid JSON" });
  });

  it("refuses a second registration of the same email", async () => {
    const { email } = await register();
    const again = await post("/api/user/auth/register/?locale=de-de", {
      first_name: "Jürgen",
      last_name: "Müller",
      gender: "m",
      email,
      register_password: password,
      newsletter: false,
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ApiError).key).toBe("auth.accountExists");
  });
});

describe("GET /api/user/check-password/", () => {
  it("answers the suffixes of the hash prefix's known leaked passwords", async () => {
    const { prefix, suffix } = sha1Range("Password1234");
    const response = await app.request(`/api/user/check-password/?hash=${prefix.toLowerCase()}`);
    expect(await response.json()).toContain(suffix);
    const bad = await app.request("/api/user/check-password/?hash=xyz");
    expect(bad.status).toBe(400);
  });
});
