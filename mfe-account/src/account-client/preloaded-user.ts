import type { User } from "@shop/shared";
import { makeStore, serverStoreState, type ShopState } from "@shop/shared/store";
import type { AccountAddress } from "../address-book/account-address.ts";
import type { AccountBalance } from "../balance/account-balance.ts";
import { accountApi } from "./account-endpoints.ts";

/**
 * The store state a page renders with on the server: the visitor's user already answered (the
 * `user` query of the page's locale), so the browser shows it without calling `GET /api/user/`.
 */
export async function preloadedUser(locale: string, user: User): Promise<Partial<ShopState>> {
  const store = makeStore();
  await store.dispatch(accountApi.util.upsertQueryData("user", locale, user));
  return serverStoreState(store);
}

/** The same for the address book: the customer's addresses already answered. */
export async function preloadedAddresses(
  addresses: readonly AccountAddress[],
): Promise<Partial<ShopState>> {
  const store = makeStore();
  await store.dispatch(accountApi.util.upsertQueryData("addresses", undefined, addresses));
  return serverStoreState(store);
}

/** The same for the balance page: the customer's balance of the page's locale already answered. */
export async function preloadedBalance(
  locale: string,
  balance: AccountBalance,
): Promise<Partial<ShopState>> {
  const store = makeStore();
  await store.dispatch(accountApi.util.upsertQueryData("balance", locale, balance));
  return serverStoreState(store);
}
