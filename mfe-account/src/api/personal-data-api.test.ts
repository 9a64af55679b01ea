// The personal data page's call (issue 17, point 4): the signed-in customer changes their
// salutation, names and email; a changed email needs the current password, and a refused change
// changes nothing.
import { afterAll, describe, expect, it } from "vitest";
import type { ApiError, User } from "@shop/shared";
import { currentPasswordLimit } from "./current-password.ts";
import {
  jsonCalls,
  uniqueEmail as accountEmail,
  sessionCookie,
} from "./testing/account-requests.ts";
import { testAccount } from "./testing/test-account.ts";

const account = await testAccount();
const { app } = account;
afterAll(() => account.dispose());
const password = "Sicheres-Passwort-7";

const uniqueEmail = () => accountEmail("daten");

const send = jsonCalls(app);

async function register(email = uniqueEmail()) {
  const response = await send("POST", "/api/user/auth/register/?locale=de-de", {
    first_name: "Eva",
    last_name: "Muster",
    gender: "f",
    email,
    register_password: password,
    newsletter: false,
  });
  expect(response.status).toBe(200);
  const cookie = sessionCookie(response);
  return { email, cookie };
}

async function currentUser(cookie: string): Promise<User> {
  const response = await send("GET", "/api/user/", undefined, cookie);
  return (await response.json()) as User;
}

const personalData = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: "Eva-Maria",
  last_name: "Muster",
  gender: "d",
  email,
  ...extra,
});

describe("PUT /api/user/ (personal data)", () => {
  it("changes the salutation and names without the password, and answers the user", async () => {
    const { email, cookie } = await register();
    const response = await send("PUT", "/api/user/", personalData(email), cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ firstName: "Eva-Maria", gender: "d", email });
    expect(await currentUser(cookie)).toMatchObject({ firstName: "Eva-Maria", gender: "d" });
  });

  it("refuses a changed email without the current password, with a message, and changes nothing", async () => {
    const { email, cookie } = await register();
    const response = await send("PUT", "/api/user/", personalData(uniqueEmail()), cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: expect.any(String) as string,
      key: "account.currentPasswordNeeded",
      fields: [{ field: "password", key: "validation.required" }],
    });
    expect(await currentUser(cookie)).toMatchObject({ firstName: "Eva", gender: "f", email });
  });

  it("refuses a changed email with a wrong password and changes nothing", async () => {
    const { email, cookie } = await register();
    const body = personalData(uniqueEmail(), { password: "Falsches-Passwort-1" });
    const response = await send("PUT", "/api/user/", body, cookie);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).key).toBe("account.wrongPassword");
    expect(await currentUser(cookie)).toMatchObject({ firstName: "Eva", email });
  });

  it("changes the email with the current password: the customer signs in with the new one", async () => {
    const { cookie } = await register();
    const changed = uniqueEmail();
    const body = personalData(` ${changed.toUpperCase()} `, { password });
    const response = await send("PUT", "/api/user/", body, cookie);
    expect(response.status).toBe(200);
    expect(await currentUser(cookie)).toMatchObject({ email: changed });
    const login = await send("POST", "/api/user/auth/login/", { email: changed, password });
    expect(login.status).toBe(200);
  });

  it("refuses the email of another customer account and changes nothing", async () => {
    const other = await register();
    const { email, cookie } = await register();
    const body = personalData(other.email, { password });
    const response = await send("PUT", "/api/user/", body, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      key: "auth.accountExists",
      fields: [{ field: "email", key: "auth.accountExists" }],
    });
    expect(await currentUser(cookie)).toMatchObject({ firstName: "Eva", email });
  });

  it("refuses invalid fields field by field", async () => {
    const { email, cookie } = await register();
    const body = { ...personalData(email), first_name: "Eva<script>", gender: "x" };
    const response = await send("PUT", "/api/user/", body, cookie);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).fields).toEqual([
      { field: "first_name", key: "validation.name" },
      { field: "gender", key: "validation.gender" },
    ]);
    expect(await currentUser(cookie)).toMatchObject({ firstName: "Eva", gender: "f" });
  });

  it("stops guessing the current password after a few wrong ones (429), even with the right one", async () => {
    const { email, cookie } = await register();
    const wrong = personalData(uniqueEmail(), { password: "Falsches-Passwort-1" });
    for (let attempt = 0; attempt < currentPasswordLimit.max; attempt += 1) {
      expect((await send("PUT", "/api/user/", wrong, cookie)).status).toBe(400);
    }
    const right = personalData(uniqueEmail(), { password });
    const refused = await send("PUT", "/api/user/", right, cookie);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await currentUser(cookie)).toMatchObject({ email });
  });

  it("answers 401 without a signed-in customer, and for a guest customer", async () => {
    expect((await send("PUT", "/api/user/", personalData(uniqueEmail()))).status).toBe(401);
    const guest = await send("POST", "/api/user/auth/guest/", {
      first_name: "Gast",
      last_name: "Kunde",
      gender: "m",
      email: uniqueEmail(),
      newsletter: false,
    });
    const cookie = sessionCookie(guest);
    expect((await send("PUT", "/api/user/", personalData(uniqueEmail()), cookie)).status).toBe(401);
  });
});
