import { basketKey, type CatalogueLines } from "@shop/shared";
import type { ClientRequest, Session, Sessions, ShopDirectory } from "@shop/shared/platform";
import type { OrderStore } from "../store/order-store.ts";
import type { OrderHistoryStore } from "../store/order-history-store.ts";
import { sessionUserId } from "./cart-access.ts";
import type { BasketCoupons } from "./basket-coupons.ts";
import type { CartReads } from "./cart-reads.ts";
import { voucherCookieName } from "./coupon-api.ts";
import type { BasketClient } from "./client.ts";
import { ownOrder } from "./order-reads.ts";
import { customerOrders, orderDetailOf, ownStoredOrder } from "./orders-access.ts";

/**
 * The basket client of one fragment request: the visitor is found once from the request's
 * cookies (a personal fragment's loader has no Hono context), then both reads go through the
 * same `CartReads` as the `current/` routes.
 */
export function inProcessBasketClient(
  {
    shops,
    sessions,
    reads,
    orders,
    history,
    catalogue,
    basketCoupons,
  }: {
    shops: ShopDirectory;
    sessions: Sessions;
    reads: CartReads;
    orders: OrderStore;
    history: OrderHistoryStore;
    catalogue: CatalogueLines;
    basketCoupons: BasketCoupons;
  },
  request: ClientRequest,
): BasketClient {
  const context = request.shop;
  const shop = () => {
    const found = shops.shops.find((candidate) => candidate.shopId === context.shopId);
    if (!found) throw new Error(`No shop ${context.shopId} in this deployment`);
    return found;
  };
  let session: Promise<Session | undefined> | undefined;
  const currentSession = () => (session ??= sessions.fromCookies(request.cookies));
  const visitor = async () => sessionUserId(sessions, await currentSession());
  return {
    currentBasket: async (options) => {
      const userId = await visitor();
      const voucher = request.cookies[voucherCookieName];
      if (options?.applyVoucher && userId && voucher) {
        const key = basketKey(context.shopId, userId);
        await basketCoupons.applyVoucher(shop(), context, key, voucher);
      }
      return reads.currentBasket(shop(), context, userId);
    },
    currentWishlist: async () => reads.currentWishlist(shop(), context, await visitor()),
    order: async (orderNumber) =>
      ownOrder({ sessions, orders }, await currentSession(), context.shopId, orderNumber),
    customerOrders: async (page) =>
      customerOrders({ history }, await currentSession(), context.shopId, page),
    orderDetail: async (orderNumber) => {
      const sources = { shops, sessions, orders, history, catalogue };
      const order = await ownStoredOrder(
        sources,
        await currentSession(),
        context.shopId,
        orderNumber,
      );
      return order && orderDetailOf(sources, shop(), context, order);
    },
  };
}
