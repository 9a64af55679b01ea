import { Trans } from "@lingui/react/macro";
import { pathFor } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import type { AccountShopper } from "./account-shopper.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import { NewsletterNotice } from "./NewsletterNotice.tsx";
import type { NewsletterOutcome } from "./newsletter-outcome.ts";
import { PersonIcon } from "./PersonIcon.tsx";
import { useAccountShopper } from "./useAccountShopper.ts";
import "./account-link.css";

export interface AccountLinkState extends Omit<AccountShopper, "hashedEmail"> {
  /** SHA-256 of the signed-in shopper's e-mail (`hashedEmail`), for `page-data-ready`; null when anonymous. */
  readonly hashedEmail?: string | null;
  /** Where "Sign in" brings the shopper back to: the page they are on. */
  readonly returnTo: string | null;
  /** The visitor arrived after deleting the account (`?redirect=goodbye`). */
  readonly accountDeleted?: boolean;
  /** The visitor arrived from a newsletter confirmation link (`?newsletter=`, decision 0031). */
  readonly newsletter?: NewsletterOutcome | null;
  /**
   * The page is one the edge keeps for every visitor (decision 0059): the shopper is anonymous
   * here, and the browser reads the visitor's own where `hasPersonalState()`.
   */
  readonly fillInBrowser?: boolean;
}

/**
 * The header's account entry, personal and right on first paint: "Sign in" for visitors; for a
 * signed-in customer (or guest) their name and the account menu. On a kept page the shopper
 * shows once the browser read them (decision 0059).
 */
export function AccountLink({ state, shop }: FragmentProps<AccountLinkState>) {
  const { shopper, loggedOut } = useAccountShopper(shop, state);
  const { signIn } = shopper;
  return (
    <>
      {signIn === "anonymous" ? (
        <a
          className="acc-link"
          href={`${pathFor("login", shop.language)}${state.returnTo ? `?returnTo=${encodeURIComponent(state.returnTo)}` : ""}`}
        >
          <PersonIcon />
          <span className="shop-visually-hidden-narrow">
            <Trans id="account.signIn">Sign in</Trans>
          </span>
        </a>
      ) : (
        <AccountMenu
          signIn={signIn}
          firstName={shopper.firstName}
          shop={shop}
          onLoggedOut={loggedOut}
        />
      )}
      {state.accountDeleted ? (
        <p className="shop-toast" role="status">
          <Trans id="account.deletion.yourAccountWasDeleted">Your account was deleted.</Trans>
        </p>
      ) : null}
      {state.newsletter ? <NewsletterNotice outcome={state.newsletter} /> : null}
    </>
  );
}
