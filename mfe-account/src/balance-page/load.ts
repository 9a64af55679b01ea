import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { AccountClient } from "../api/client.ts";
import { preloadedBalance } from "../account-client/preloaded-user.ts";
import type { BalancePageState } from "./BalancePage.tsx";

/**
 * The balance page's state, per request: the customer's balance, answered into the page's
 * store. Where the shop has no balance (`accountBalance` off) the page does not exist.
 */
export async function loadBalancePage(
  request: FragmentRequest<AccountClient>,
  i18n: I18n,
): Promise<LoadedFragment<BalancePageState>> {
  if (!request.shopConfig.options.accountBalance) return { outcome: { kind: "notFound" } };
  const balance = await request.api.balance();
  // The edge's sign-in rule keeps anyone else out; an empty balance is the safe answer anyway.
  const shown = balance ?? {
    currency: request.shop.currency,
    giftCardCents: 0,
    creditCents: 0,
    history: [],
  };
  return {
    state: { store: await preloadedBalance(request.shop.locale, shown) },
    head: {
      title: i18n._(msg({ id: "balance.title", message: "Gift cards and credit" })),
      robots: "noindex,nofollow",
    },
  };
}
