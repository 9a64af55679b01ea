import type { ApiError } from "@shop/shared";
import type { RateLimit, RateLimits } from "@shop/shared/platform";
import type { UserRow } from "../store/user-store.ts";
import { verifyPassword } from "./passwords.ts";

/**
 * Wrong current passwords one account may give in 15 minutes on its own pages (a changed email,
 * a new password): a taken-over session cannot try passwords without end. Only the signed-in
 * account's own session can use them up.
 */
export const currentPasswordLimit: RateLimit = { max: 5, windowMs: 15 * 60 * 1000 };

/** A refused current password: the status and the body the route answers with. */
export interface CurrentPasswordRefusal {
  readonly status: 400 | 429;
  readonly body: ApiError;
  readonly retryAfter?: number;
}

/**
 * Checks the password a signed-in customer confirms a change with: undefined when it is theirs,
 * else why not (missing, wrong, or too many wrong ones). Nothing is changed either way.
 */
export async function refusedCurrentPassword(
  limiter: RateLimits,
  user: UserRow,
  password: unknown,
): Promise<CurrentPasswordRefusal | undefined> {
  if (typeof password !== "string" || password === "") {
    return {
      status: 400,
      body: {
        error: "Please enter your current password to confirm this change",
        key: "account.currentPasswordNeeded",
        fields: [{ field: "password", key: "validation.required" }],
      },
    };
  }
  const bucket = `current-password:account:${user.id}`;
  const wait = await limiter.retryAfter(bucket, currentPasswordLimit);
  if (wait > 0) {
    return {
      status: 429,
      body: {
        error: "Too many attempts; please wait a little and try again",
        key: "auth.tooManyAttempts",
      },
      retryAfter: wait,
    };
  }
  if (await verifyPassword(user.passwordHash, password)) return undefined;
  await limiter.hit(bucket);
  return {
    status: 400,
    body: {
      error: "The password is not correct",
      key: "account.wrongPassword",
      fields: [{ field: "password", key: "account.wrongPassword" }],
    },
  };
}
