import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { emitShopEvent, pathFor, type SignInState } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { AccountMenu } from "./AccountMenu.tsx";
import { NewsletterNotice } from "./NewsletterNotice.tsx";
import type { NewsletterOutcome } from "./newsletter-outcome.ts";
import { PersonIcon } from "./PersonIcon.tsx";
import "./account-link.css";

export interface AccountLinkState {
  /** Who the session is signed in as (core spec point 6), read by the server per request. */
  readonly signIn: SignInState;
  /** The signed-in customer's first name, for the greeting; null when anonymous. */
  readonly firstName: string | null;
  /** SHA-256 of the signed-in shopper's e-mail (`hashedEmail`), for `page-data-ready`; null when anonymous. */
  readonly hashedEmail?: string | null;
  /** Where "Sign in" brings the shopper back to: the page they are on. */
  readonly returnTo: string | null;
  /** The visitor arrived after deleting the account (`?redirect=goodbye`). */
  readonly accountDeleted?: boolean;
  /** The visitor arrived from a newsletter confirmation link (`?newsletter=`, decision 0031). */
  readonly newsletter?: NewsletterOutcome | null;
}

/**
 * The header's account entry, personal and right on first paint: "Sign in" for visitors; for a
 * signed-in customer (or guest) their name and the account menu.
 */
export function AccountLink({ state, shop }: FragmentProps<AccountLinkState>) {
  // Logout resets the user at once (core spec point 4), before the page goes home.
  const [signIn, setSignIn] = useState(state.signIn);
  // Who is signed in, for the consent slice's `page-data-ready` (core spec point 7).
  useEffect(() => {
    emitShopEvent("account:shopper", { hashedEmail: state.hashedEmail ?? null });
  }, [state.hashedEmail]);
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
          firstName={state.firstName}
          shop={shop}
          onLoggedOut={() => setSignIn("anonymous")}
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
