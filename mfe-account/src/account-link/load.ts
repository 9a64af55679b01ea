import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { AccountClient } from "../api/client.ts";
import { accountShopperOf, anonymousShopper } from "./account-shopper.ts";
import type { AccountLinkState } from "./AccountLink.tsx";
import { newsletterOutcome } from "./newsletter-outcome.ts";

/** Pages a "Sign in" from the header does not come back to: the sign-in pages themselves. */
const noReturn: readonly FragmentRequest["route"][] = ["login", "checkoutLogin", "newPassword"];

/**
 * The header's account entry, per request with the visitor's session: who is signed in and
 * their first name and e-mail hash (never the e-mail: the page announces the hash for tracking),
 * the page to come back to after signing in, the goodbye and newsletter notices. On a page the
 * edge keeps for every visitor (decision 0059) the user is not read: the entry shows an anonymous
 * visitor, and the browser fills in the visitor's own.
 */
export async function loadAccountLink(
  request: FragmentRequest<AccountClient>,
): Promise<LoadedFragment<AccountLinkState>> {
  const shopper = request.personalInBrowser
    ? { ...anonymousShopper, fillInBrowser: true }
    : await accountShopperOf(await request.api.currentUser());
  return {
    state: {
      ...shopper,
      returnTo: noReturn.includes(request.route) ? null : request.path,
      accountDeleted: request.visitor?.notices.includes("accountDeleted") ?? false,
      newsletter: newsletterOutcome(request.query.newsletter),
    },
  };
}
