import { Hono } from "hono";
import { validateAuthForm, type ApiError } from "@shop/shared";
import { jsonBody, type RateLimits, type Sessions } from "@shop/shared/platform";
import type { UserStore } from "../store/user-store.ts";
import { isLeaked, type BreachedPasswords } from "./breached-passwords.ts";
import { refusedCurrentPassword } from "./current-password.ts";
import type { PasswordReset } from "./password-reset.ts";
import { hashPassword } from "./passwords.ts";
import { registeredCustomer } from "./signed-in-customer.ts";

/** What the change-password call needs. */
export interface ChangePasswordApiSources {
  readonly sessions: Sessions;
  readonly users: UserStore;
  readonly rateLimits: RateLimits;
  readonly breached: BreachedPasswords;
  readonly reset: PasswordReset;
}

/**
 * The change-password page's call (core spec points 2 and 5), mounted at `/api`:
 * `POST /user/change-password/` with the current password and a new one that keeps the new-password
 * rules and is not leaked. The shopper's other sessions and unused reset links end; this browser
 * gets a new session id and stays signed in. A refused change (400, 429) changes nothing.
 */
export function changePasswordApiRoutes(sources: ChangePasswordApiSources): Hono {
  const { sessions, users } = sources;
  const app = new Hono();

  app.post("/user/change-password/", async (c) => {
    const user = await registeredCustomer(c, sessions, users);
    const form = validateAuthForm("changePassword", await jsonBody(c));
    if (!form.ok) {
      return c.json<ApiError>(
        { error: "Some fields are not filled in correctly", fields: form.errors },
        400,
      );
    }
    const refusal = await refusedCurrentPassword(sources.rateLimits, user, form.value.password);
    if (refusal) {
      if (refusal.retryAfter) c.header("retry-after", String(refusal.retryAfter));
      return c.json<ApiError>(refusal.body, refusal.status);
    }
    if (await isLeaked(sources.breached, form.value.new_password)) {
      const key = "reset-password.fields.new-password.leaked";
      return c.json<ApiError>(
        {
          error: "This password appears in known data breaches; please choose another one",
          key,
          fields: [{ field: "new_password", key }],
        },
        400,
      );
    }
    await users.setPassword(user.id, await hashPassword(form.value.new_password));
    // A new session id for this browser, then every other session and reset link ends.
    const kept = await sessions.rotate(c, user.id);
    await sessions.endAllOf(user.id, kept);
    await sources.reset.endLinksOf(user.id);
    return c.json({ statusCode: 200 });
  });

  return app;
}
