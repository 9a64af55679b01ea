import { Hono } from "hono";
import { validateAuthForm, type ApiError, type User } from "@shop/shared";
import { jsonBody, type RateLimits, type Sessions } from "@shop/shared/platform";
import type { UserStore } from "../store/user-store.ts";
import { refusedCurrentPassword } from "./current-password.ts";
import { registeredCustomer } from "./signed-in-customer.ts";
import { userView } from "./user-view.ts";

/** What the personal data call needs. */
export interface PersonalDataApiSources {
  readonly sessions: Sessions;
  readonly users: UserStore;
  readonly rateLimits: RateLimits;
}

/**
 * The personal data page's call (core spec points 2 and 3), mounted at `/api`:
 * `PUT /user/` changes the signed-in customer's salutation, names and email and answers the
 * user. A changed email needs the current password (`password`); without it, or with a wrong
 * one, the answer is 400 (429 after too many) and nothing changes.
 */
export function personalDataApiRoutes(sources: PersonalDataApiSources): Hono {
  const { sessions, users } = sources;
  const app = new Hono();

  app.put("/user/", async (c) => {
    const user = await registeredCustomer(c, sessions, users);
    const body = await jsonBody(c);
    const form = validateAuthForm("personalData", body);
    if (!form.ok) {
      return c.json<ApiError>(
        { error: "Some fields are not filled in correctly", fields: form.errors },
        400,
      );
    }
    if (form.value.email !== user.email) {
      const password = (body as { password?: unknown }).password;
      const refusal = await refusedCurrentPassword(sources.rateLimits, user, password);
      if (refusal) {
        if (refusal.retryAfter) c.header("retry-after", String(refusal.retryAfter));
        return c.json<ApiError>(refusal.body, refusal.status);
      }
    }
    const updated = await users.updatePersonalData(user.id, {
      firstName: form.value.first_name,
      lastName: form.value.last_name,
      gender: form.value.gender,
      email: form.value.email,
    });
    if (!updated) {
      return c.json<ApiError>(
        {
          error: "Another customer account uses this email address",
          key: "auth.accountExists",
          fields: [{ field: "email", key: "auth.accountExists" }],
        },
        400,
      );
    }
    c.header("cache-control", "private, no-store");
    return c.json<User>(userView(updated));
  });

  return app;
}
