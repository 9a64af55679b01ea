import type { ShopContext, User } from "@shop/shared";
import { callShopApi, type Fetch } from "@shop/shared/api-client";
import { accountShopperOf, anonymousShopper, type AccountShopper } from "./account-shopper.ts";

/**
 * The visitor's own shopper, read in the browser on a kept page (decision 0059) from the account
 * team's `GET /api/user/`: the same the server's loader gives. Anonymous when the call fails
 * (core spec point 8).
 */
export async function visitorAccountShopper(
  shop: ShopContext,
  fetchImpl?: Fetch,
): Promise<AccountShopper> {
  try {
    const user = await callShopApi<User>(
      `/api/user/?locale=${encodeURIComponent(shop.locale)}`,
      fetchImpl ? { fetch: fetchImpl } : {},
    );
    return await accountShopperOf(user);
  } catch {
    return anonymousShopper;
  }
}
