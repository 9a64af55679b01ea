import { Trans } from "@lingui/react/macro";
import type { ShopState } from "@shop/shared/store";
import type { FragmentProps } from "@shop/shared/ui";
import { accountApi } from "../account-client/account-endpoints.ts";
import { AccountStore } from "../account-client/AccountStore.tsx";
import { AccountPageFrame } from "../account-page/AccountPageFrame.tsx";
import { BalanceHistory } from "./BalanceHistory.tsx";
import { moneyText } from "./money-text.ts";
import "../auth-forms/auth-forms.css";
import "../account-home/account-home.css";
import "./balance-page.css";

export interface BalancePageState {
  /** The store's state with the customer's balance answered (`preloadedBalance`). */
  readonly store: Partial<ShopState>;
}

/**
 * The balance page (issue 17, registered customers, only where the shop has a balance): the
 * gift card and credit balance and every movement behind them.
 */
export function BalancePage({ state, shop }: FragmentProps<BalancePageState>) {
  return (
    <AccountStore preloaded={state.store}>
      <AccountPageFrame
        language={shop.language}
        title={<Trans id="balance.title">Gift cards and credit</Trans>}
      >
        <Balance locale={shop.locale} />
      </AccountPageFrame>
    </AccountStore>
  );
}

function Balance({ locale }: { readonly locale: string }) {
  const { data: balance } = accountApi.useBalanceQuery(locale);
  if (!balance) return null;
  const money = (cents: number) => moneyText(locale, balance.currency, cents);
  return (
    <>
      <section aria-labelledby="acc-balance-now" className="acc-home__section">
        <h2 id="acc-balance-now" className="acc-home__heading">
          <Trans id="balance.current">Your balance</Trans>
        </h2>
        <dl className="acc-home__data">
          <dt>
            <Trans id="balance.giftCard">Gift card balance</Trans>
          </dt>
          <dd>{money(balance.giftCardCents)}</dd>
          <dt>
            <Trans id="balance.credit">Credit</Trans>
          </dt>
          <dd>{money(balance.creditCents)}</dd>
        </dl>
      </section>
      <section aria-labelledby="acc-balance-history" className="acc-home__section">
        <h2 id="acc-balance-history" className="acc-home__heading">
          <Trans id="balance.history">History</Trans>
        </h2>
        {balance.history.length === 0 ? (
          <p>
            <Trans id="balance.empty">
              You have no gift card or credit balance yet. When you redeem a gift card or we credit
              an amount to you, you will find it here.
            </Trans>
          </p>
        ) : (
          <BalanceHistory locale={locale} currency={balance.currency} history={balance.history} />
        )}
      </section>
    </>
  );
}
