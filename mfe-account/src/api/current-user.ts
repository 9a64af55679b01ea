import type { User } from "@shop/shared";
import type { Sessions } from "@shop/shared/platform";
import type { UserStore } from "../store/user-store.ts";
import { anonymousUser, userView } from "./user-view.ts";

/**
 * The visitor of a request's cookies as `GET /api/user/` shows them: the signed-in customer
 * (registered or guest), else the anonymous user. For the account's personal fragments and the
 * edge's sign-in rules, which have cookies but no Hono context.
 */
export function currentUserReader(sessions: Sessions, users: UserStore) {
  return async (cookies: Readonly<Record<string, string>>): Promise<User> => {
    const session = await sessions.fromCookies(cookies);
    const user = session?.userId ? await users.byId(session.userId) : undefined;
    return user ? userView(user) : anonymousUser;
  };
}
