import type { User } from "@shop/shared";

/**
 * What the account team's fragment loaders read in-process, bound to one fragment request: the
 * visitor of the request's cookies (personal fragments only; a cached fragment has no cookies and
 * reads the anonymous user). The account pages to come add their calls (addresses) here.
 */
export interface AccountClient {
  /** The signed-in customer, or the anonymous user (`GET /api/user/`'s answer). */
  currentUser(): Promise<User>;
}
