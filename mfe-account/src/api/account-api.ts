import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { validateAuthForm, type ApiError } from "@shop/shared";
import {
  apiShop,
  jsonBody,
  type RateLimits,
  type Sessions,
  type ShopDirectory,
} from "@shop/shared/platform";
import type { UserStore } from "../store/user-store.ts";
import { isLeaked, type BreachedPasswords } from "./breached-passwords.ts";
import type { PasswordReset } from "./password-reset.ts";
import { refusedCurrentPassword } from "./current-password.ts";

const invalidForm = "Some fields are not filled in correctly";

/** What password reset and account deletion need. */
export interface AccountApiSources {
  readonly shops: ShopDirectory;
  /** The platform's sessions: a reset or a deletion ends the account's sessions. */
  readonly sessions: Sessions;
  readonly users: UserStore;
  readonly reset: PasswordReset;
  readonly breached: BreachedPasswords;
  /** Counts wrong passwords of a deletion (`currentPasswordLimit`). */
  readonly rateLimits: RateLimits;
  /** The client's address for rate limits, as the platform determines it. */
  readonly clientAddress: (c: Context) => string;
  /** Deletes what other teams keep of an account (baskets, wishlists) before the account goes. */
  readonly beforeAccountDeleted?: ((userId: string) => Promise<void>) | undefined;
}

/**
 * Password reset (send the link, set a new password with its token) and account deletion (core
 * spec point 7). Mounted at `/api`.
 */
export function accountApiRoutes(identity: AccountApiSources): Hono {
  const { shops, reset, sessions, users } = identity;
  const app = new Hono();

  app.post("/user/auth/send-reset-email/", async (c) => {
    const { shop, context } = apiShop(shops, c.req.header("host"), c.req.query("locale"));
    const form = validateAuthForm("reset", await jsonBody(c));
    if (!form.ok) return c.json<ApiError>({ error: invalidForm, fields: form.errors }, 400);
    await reset.request({
      email: form.value.email,
      shop: context,
      origin: shops.origin(shop),
      brandName: shop.brandName,
      address: identity.clientAddress(c),
    });
    // The same answer whether or not an account has this address, and over the limits too.
    return c.json({ statusCode: 200 });
  });

  app.post("/user/auth/reset-password/", async (c) => {
    const form = validateAuthForm("newPassword", await jsonBody(c));
    if (!form.ok) return c.json<ApiError>({ error: invalidForm, fields: form.errors }, 400);
    if (await isLeaked(identity.breached, form.value.password)) {
      const key = "reset-password.fields.new-password.leaked";
      return c.json<ApiError>(
        {
          error: "This password appears in known data breaches",
          key,
          fields: [{ field: "password", key }],
        },
        400,
      );
    }
    if (!(await reset.complete(form.value))) {
      return c.json<ApiError>(
        {
          error: "This link is no longer valid; please ask for a new one",
          key: "auth.resetLinkInvalid",
        },
        400,
      );
    }
    // Every session of the account ended with the reset; this browser's cookie goes too.
    await sessions.end(c);
    return c.json({ statusCode: 200 });
  });

  // Account deletion: a registered customer confirms with the password. Personal data goes (the
  // other teams' first), every session ends (explicitly: no foreign key ties the platform's
  // sessions to the account); orders (later) keep only anonymised records.
  app.delete("/user/", async (c) => {
    const session = await sessions.current(c);
    const user = session?.userId ? await users.byId(session.userId) : undefined;
    if (!session || !user) throw new HTTPException(401, { message: "Please log in first" });
    if (!user.isGuestCustomer) {
      const body = (await jsonBody(c)) as { password?: unknown } | null;
      const refusal = await refusedCurrentPassword(identity.rateLimits, user, body?.password);
      if (refusal) {
        if (refusal.retryAfter) c.header("retry-after", String(refusal.retryAfter));
        return c.json<ApiError>(refusal.body, refusal.status);
      }
    }
    await sessions.endAllOf(user.id);
    await identity.beforeAccountDeleted?.(user.id);
    await users.delete(user.id);
    await sessions.end(c);
    return c.json({ redirect: "/?redirect=goodbye" });
  });

  return app;
}
