import type { ClientRequest, Sessions, ShopDirectory } from "@shop/shared/platform";
import { sessionUserId } from "./cart-access.ts";
import type { CartReads } from "./cart-reads.ts";
import type { BasketClient } from "./client.ts";

/**
 * The basket client of one fragment request: the visitor is found once from the request's
 * cookies (a personal fragment's loader has no Hono context), then both reads go through the
 * same `CartReads` as the `current/` routes.
 */
export function inProcessBasketClient(
  { shops, sessions, reads }: { shops: ShopDirectory; sessions: Sessions; reads: CartReads },
  request: ClientRequest,
): BasketClient {
  const context = request.shop;
  const shop = () => {
    const found = shops.shops.find((candidate) => candidate.shopId === context.shopId);
    if (!found) throw new Error(`No shop ${context.shopId} in this deployment`);
    return found;
  };
  let userId: Promise<string | undefined> | undefined;
  const visitor = () => {
    userId ??= sessions
      .fromCookies(request.cookies)
      .then((session) => sessionUserId(sessions, session));
    return userId;
  };
  return {
    currentBasket: async () => reads.currentBasket(shop(), context, await visitor()),
    currentWishlist: async () => reads.currentWishlist(shop(), context, await visitor()),
  };
}
