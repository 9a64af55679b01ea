// The change-password page's call (issue 17, point 4): the current password and a new one by
// the shared rules, not leaked; the shopper's other sessions and reset links end.
import { afterAll, describe, expect, it } from "vitest";
import type { ApiError, User } from "@shop/shared";
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
const newPassword = "Neues-Passwort-2024x";

const uniqueEmail = () => accountEmail("wechsel");

const send = jsonCalls(app);

async function register(email = uniqueEmail()) {
  const response = await send("POST", "/api/user/auth/register/", {
    first_name: "Eva",
    last_name: "Muster",
    gender: "f",
    email,
    register_password: password,
    newsletter: false,
  });
  expect(response.status).toBe(200);
  return { email, cookie: sessionCookie(response) };
}

const login = (email: string, secret: string) =>
  send("POST", "/api/user/auth/login/", { email, password: secret });

async function signedIn(cookie: string): Promise<boolean> {
  const user = (await (await send("GET", "/api/user/", undefined, cookie)).json()) as User;
  return user.loggedIn;
}

describe("POST /api/user/change-password/", () => {
  it("sets the new password, keeps this browser signed in and ends the other sessions", async () => {
    const { email, cookie } = await register();
    const other = sessionCookie(await login(email, password));
    const changed = await send(
      "POST",
      "/api/user/change-password/",
      { password, new_password: newPassword },
      cookie,
    );
    expect(changed.status).toBe(200);
    const renewed = sessionCookie(changed);
    expect(renewed).not.toBe(cookie);
    expect(await signedIn(renewed)).toBe(true);
    expect(await signedIn(cookie)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect((await login(email, password)).status).toBe(401);
    expect((await login(email, newPassword)).status).toBe(200);
  });

  it("ends the reset links mailed before", async () => {
    const { email, cookie } = await register();
    await send("POST", "/api/user/auth/send-reset-email/?locale=de-de", { email });
    await account.api.settled();
    const mail = account.platform.mailer.sent.findLast((sent) => sent.to === email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    const body = { password, new_password: newPassword };
    expect((await send("POST", "/api/user/change-password/", body, cookie)).status).toBe(200);
    const reset = await send("POST", "/api/user/auth/reset-password/", {
      token,
      password: "Anderes-Passwort-99",
    });
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as ApiError).key).toBe("auth.resetLinkInvalid");
  });

  it("refuses a wrong current password, a new one against the rules, a leaked one; nothing changes", async () => {
    const { email, cookie } = await register();
    const wrong = await send(
      "POST",
      "/api/user/change-password/",
      { password: "Falsches-Passwort-1", new_password: newPassword },
      cookie,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      key: "account.wrongPassword",
      fields: [{ field: "password", key: "account.wrongPassword" }],
    });
    const weak = await send(
      "POST",
      "/api/user/change-password/",
      { password, new_password: "kurz" },
      cookie,
    );
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as ApiError).fields).toEqual([
      { field: "new_password", key: "reset-password.fields.new-password.min", params: { min: 10 } },
      { field: "new_password", key: "reset-password.fields.new-password.uppercase" },
    ]);
    const leaked = await send(
      "POST",
      "/api/user/change-password/",
      { password, new_password: "Passwort1234" },
      cookie,
    );
    expect(leaked.status).toBe(400);
    expect(((await leaked.json()) as ApiError).fields).toEqual([
      { field: "new_password", key: "reset-password.fields.new-password.leaked" },
    ]);
    expect(await signedIn(cookie)).toBe(true);
    expect((await login(email, password)).status).toBe(200);
  });

  it("answers 401 without a signed-in customer", async () => {
    const body = { password, new_password: newPassword };
    expect((await send("POST", "/api/user/change-password/", body)).status).toBe(401);
  });
});
