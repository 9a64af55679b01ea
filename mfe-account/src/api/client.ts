import type { User } from "@shop/shared";
import type { AccountAddress } from "../address-book/account-address.ts";

import type { MyData } from "../my-data/my-data.ts";
import type { AccountBalance } from "../balance/account-balance.ts";

export type { AccountAddress, AddressBook } from "../address-book/account-address.ts";
export type { MyData } from "../my-data/my-data.ts";
export type { AccountBalance, BalanceEntry } from "../balance/account-balance.ts";

/**
 * What the account team's fragment loaders read in-process, bound to one fragment request: the
 * visitor of the request's cookies (personal fragments only; a cached fragment has no cookies and
 * reads the anonymous user).
 */
export interface AccountClient {
  /** The signed-in customer, or the anonymous user (`GET /api/user/`'s answer). */
  currentUser(): Promise<User>;
  /**
   * The signed-in registered customer's address book, oldest first; empty for anyone else
   * (`GET /api/user/addresses/`'s `addresses`). The checkout reads a customer's addresses here.
   */
  addresses(): Promise<readonly AccountAddress[]>;
  /** Everything stored about the signed-in registered customer; null for anyone else. */
  myData(): Promise<MyData | null>;
  /**
   * The signed-in registered customer's gift card and credit balance in the fragment's shop
   * currency, with its history; null for anyone else. Whether the shop shows a balance at all is
   * its option `accountBalance`, the caller's to check.
   */
  balance(): Promise<AccountBalance | null>;
}
