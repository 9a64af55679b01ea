import { Hono, type Context } from "hono";
import { HTTPException } from "hono/http-exception";
import {
  validateAuthForm,
  type ApiError,
  type AuthFormValues,
  type AuthResult,
  type User,
} from "@shop/shared";
import { jsonBody, type Session, type Sessions } from "@shop/shared/platform";
import type { UserStore } from "../store/user-store.ts";
import type { AuthOutcome, AuthService } from "./auth-service.ts";
import type { BreachedPasswords } from "./breached-passwords.ts";
import { anonymousUser, userView } from "./user-view.ts";

/** What the shopper's calls under `/api/user/` need. */
export interface UserApiSources {
  readonly auth: AuthService;
  readonly users: UserStore;
  /** The platform's sessions (server-side, HttpOnly cookie, rotated on sign-in). */
  readonly sessions: Sessions;
  readonly breached: BreachedPasswords;
  /** The client's address for rate limits, as the platform determines it. */
  readonly clientAddress: (c: Context) => string;
  /** Runs with the new session after every sign-in (the anonymous basket merges here). */
  readonly afterSignIn?: ((session: Session, userId: string) => Promise<void>) | undefined;
}

type SignInMode = "login" | "register" | "guest";

function failure(c: Context, outcome: Extract<AuthOutcome, { ok: false }>) {
  if (outcome.retryAfter) c.header("retry-after", String(outcome.retryAfter));
  return c.json<ApiError>(
    {
      error: outcome.error,
      key: outcome.key,
      ...(outcome.fields ? { fields: outcome.fields } : {}),
    },
    outcome.status,
  );
}

/**
 * The shopper's calls under `/api/user/` (core spec point 7; mounted at `/api`): sign-in by login, registration or
 * as a guest (each with a new session id), logout, session validation, the user, and the
 * leaked-password range check.
 */
export function userApiRoutes(sources: UserApiSources): Hono {
  const { auth, users, sessions } = sources;
  const app = new Hono();

  /** Validates the group's form, runs the sign-in, and gives the shopper a new session id. */
  const signIn = async <G extends SignInMode>(
    c: Context,
    group: G,
    run: (form: AuthFormValues<G>, address: string) => Promise<AuthOutcome>,
  ) => {
    const form = validateAuthForm(group, await jsonBody(c));
    if (!form.ok) {
      return c.json<ApiError>(
        { error: "Some fields are not filled in correctly", fields: form.errors },
        400,
      );
    }
    const outcome = await run(form.value, sources.clientAddress(c));
    if (!outcome.ok) return failure(c, outcome);
    // A new session id whenever the privilege changes (session fixation).
    const session = await sessions.rotate(c, outcome.userId);
    await sources.afterSignIn?.(session, outcome.userId);
    return c.json<AuthResult>({ type: "success", user: outcome.user });
  };

  app.post("/user/auth/login/", (c) =>
    signIn(c, "login", (form, address) => auth.login(form, address)),
  );
  app.post("/user/auth/register/", (c) =>
    signIn(c, "register", (form, address) => auth.register(form, address)),
  );
  app.post("/user/auth/guest/", (c) =>
    signIn(c, "guest", (form, address) => auth.guest(form, address)),
  );

  app.post("/user/auth/logout/", async (c) => {
    await sessions.end(c);
    return c.json({ statusCode: 200 });
  });

  app.get("/user/auth/validate/", async (c) => {
    const session = await sessions.current(c);
    return c.json({ valid: Boolean(session?.userId) });
  });

  app.get("/user/check-password/", async (c) => {
    const prefix = c.req.query("hash") ?? "";
    if (!/^[0-9a-fA-F]{5}$/.test(prefix)) {
      throw new HTTPException(400, {
        message: "hash must be the first 5 hex characters of the SHA-1",
      });
    }
    c.header("cache-control", "public, max-age=86400");
    return c.json(await sources.breached.suffixes(prefix.toUpperCase()));
  });

  app.get("/user/", async (c) => {
    c.header("cache-control", "private, no-store");
    const session = await sessions.current(c);
    const user = session?.userId ? await users.byId(session.userId) : undefined;
    return c.json<User>(user ? userView(user) : anonymousUser);
  });

  return app;
}
