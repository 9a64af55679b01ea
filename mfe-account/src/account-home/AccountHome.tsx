import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { pathFor } from "@shop/shared";
import type { ShopState } from "@shop/shared/store";
import type { FragmentProps } from "@shop/shared/ui";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AccountStore } from "../account-client/AccountStore.tsx";
import { logout } from "../session/logout.ts";
import { AccountAreaLabel } from "./AccountAreaLabel.tsx";
import type { AccountArea } from "./account-areas.ts";
import "../auth-forms/auth-forms.css";
import "./account-home.css";

export interface AccountHomeState {
  /** The store's state with the customer answered (`preloadedUser`). */
  readonly store: Partial<ShopState>;
  /** The areas this shop offers (`offeredAreas`). */
  readonly areas: readonly AccountArea[];
}

/**
 * The account home (core spec point 2, registered customers only): who is signed in, their
 * customer data, the account's areas, and logout.
 */
export function AccountHome({ state, shop }: FragmentProps<AccountHomeState>) {
  return (
    <AccountStore preloaded={state.store}>
      <AccountOverview state={state} shop={shop} />
    </AccountStore>
  );
}

function AccountOverview({ state, shop }: FragmentProps<AccountHomeState>) {
  const { _ } = useLingui();
  const { data: user } = accountApi.useUserQuery(shop.locale);
  const firstName = user?.firstName ?? "";
  const lastName = user?.lastName ?? "";
  return (
    <div className="acc-page acc-home">
      <h1 className="acc-page__title">
        <Trans id="accountHome.title">My account</Trans>
      </h1>
      <p>
        <Trans id="accountHome.greeting">Welcome, {firstName}.</Trans>
      </p>
      <section aria-labelledby="acc-home-data" className="acc-home__section">
        <h2 id="acc-home-data" className="acc-home__heading">
          <Trans id="accountHome.data">Your customer data</Trans>
        </h2>
        <dl className="acc-home__data">
          <dt>
            <Trans id="accountHome.name">Name</Trans>
          </dt>
          <dd>
            {firstName} {lastName}
          </dd>
          <dt>
            <Trans id="auth.fields.email">Email address</Trans>
          </dt>
          <dd>{user?.email}</dd>
          {user?.customerNo ? (
            <>
              <dt>
                <Trans id="accountHome.customerNo">Customer number</Trans>
              </dt>
              <dd>{user.customerNo}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <nav aria-label={_(msg({ id: "accountHome.areas", message: "In your account" }))}>
        <ul className="acc-home__areas">
          {state.areas.map((area) => (
            <li key={area}>
              <a className="acc-home__area" href={pathFor(area, shop.language)}>
                <AccountAreaLabel area={area} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="shop-button"
        onClick={() => void logout(shop, () => undefined)}
      >
        <Trans id="account.logout">Sign out</Trans>
      </button>
    </div>
  );
}
