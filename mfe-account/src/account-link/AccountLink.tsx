import { Trans } from "@lingui/react/macro";
import { pathFor } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import "./account-link.css";

export interface AccountLinkState {
  readonly signedIn: boolean;
  readonly firstName?: string;
  /** The visitor arrived after deleting the account (`?redirect=goodbye`). */
  readonly accountDeleted?: boolean;
}

/** The header's account entry: sign in for visitors, the account for signed-in customers. */
export function AccountLink({ state, shop }: FragmentProps<AccountLinkState>) {
  return (
    <>
      <AccountEntry state={state} shop={shop} />
      {state.accountDeleted ? (
        <p className="shop-toast" role="status">
          <Trans id="account.deletion.yourAccountWasDeleted">Your account was deleted.</Trans>
        </p>
      ) : null}
    </>
  );
}

function AccountEntry({ state, shop }: FragmentProps<AccountLinkState>) {
  const { firstName } = state;
  return state.signedIn ? (
    <a className="acc-link" href={pathFor("accountHome", shop.language)}>
      <PersonIcon />
      <span className="shop-visually-hidden-narrow">
        {firstName ? (
          <Trans id="account.greeting">Hello {firstName}</Trans>
        ) : (
          <Trans id="account.myAccount">My account</Trans>
        )}
      </span>
    </a>
  ) : (
    <a className="acc-link" href={pathFor("login", shop.language)}>
      <PersonIcon />
      <span className="shop-visually-hidden-narrow">
        <Trans id="account.signIn">Sign in</Trans>
      </span>
    </a>
  );
}

function PersonIcon() {
  return (
    <svg className="acc-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
