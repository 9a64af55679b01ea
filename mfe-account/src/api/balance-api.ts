import { Hono } from "hono";
import type { ApiError } from "@shop/shared";
import { apiShop, type Sessions, type ShopDirectory } from "@shop/shared/platform";
import { balanceOf, type AccountBalance } from "../balance/account-balance.ts";
import type { BalanceStore } from "../store/balance-store.ts";
import type { UserStore } from "../store/user-store.ts";
import { registeredCustomer } from "./signed-in-customer.ts";

/** What the balance call needs. */
export interface BalanceApiSources {
  readonly shops: ShopDirectory;
  readonly sessions: Sessions;
  readonly users: UserStore;
  readonly store: BalanceStore;
}

/**
 * The balance page's call (issue 17), mounted at `/api`: `GET /user/balance/?locale=` answers
 * the signed-in customer's own gift card and credit balance in the shop's currency with its
 * history; 404 where the shop has no balance (shop option `accountBalance`).
 */
export function balanceApiRoutes(sources: BalanceApiSources): Hono {
  const { shops, sessions, users, store } = sources;
  const app = new Hono();

  app.get("/user/balance/", async (c) => {
    const user = await registeredCustomer(c, sessions, users);
    const { shop, context } = apiShop(shops, c.req.header("host"), c.req.query("locale"));
    if (!shops.configResponse(shop, context.language).options.accountBalance) {
      return c.json<ApiError>(
        { error: "This shop has no customer balance", key: "balance.notOffered" },
        404,
      );
    }
    const history = await store.historyOf(user.id, shop.currency);
    c.header("cache-control", "private, no-store");
    return c.json<AccountBalance>(balanceOf(shop.currency, history));
  });

  return app;
}
