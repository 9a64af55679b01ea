import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Sessions } from "@shop/shared/platform";
import type { UserRow, UserStore } from "../store/user-store.ts";

/**
 * The registered customer of the request's session, for the account pages' calls (core spec
 * point 6: account pages need sign-in; a guest customer has no account area). Anyone else gets
 * 401 and nothing happens.
 */
export async function registeredCustomer(
  c: Context,
  sessions: Sessions,
  users: UserStore,
): Promise<UserRow> {
  const session = await sessions.current(c);
  const user = session?.userId ? await users.byId(session.userId) : undefined;
  if (!user || user.isGuestCustomer) {
    throw new HTTPException(401, { message: "Please sign in to your customer account first" });
  }
  return user;
}
