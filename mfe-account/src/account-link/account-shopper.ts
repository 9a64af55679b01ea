import { hashedEmail, signInStateOf, type SignInState, type User } from "@shop/shared";

/** Who the header's account entry shows: the part of its state that depends on the session. */
export interface AccountShopper {
  /** Who the session is signed in as (core spec point 6). */
  readonly signIn: SignInState;
  /** The signed-in customer's first name, for the greeting; null when anonymous. */
  readonly firstName: string | null;
  /**
   * SHA-256 of the signed-in shopper's e-mail (`hashedEmail`), for `page-data-ready`; null when
   * anonymous.
   */
  readonly hashedEmail: string | null;
}

/** A visitor without a session, and what the entry shows when the user cannot be read. */
export const anonymousShopper: AccountShopper = {
  signIn: "anonymous",
  firstName: null,
  hashedEmail: null,
};

/**
 * The shopper of `GET /api/user/`'s answer, never their e-mail (the page announces its hash for
 * tracking): the same on the server and, on a kept page (decision 0059), in the browser.
 */
export async function accountShopperOf(user: User): Promise<AccountShopper> {
  return {
    signIn: signInStateOf(user),
    firstName: user.loggedIn ? (user.firstName ?? null) : null,
    hashedEmail: user.loggedIn && user.email ? await hashedEmail(user.email) : null,
  };
}
