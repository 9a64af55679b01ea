import type { Context } from "hono";
import type { ApiError } from "@shop/shared";
import type { OrderDetail } from "../orders/order-views.ts";
import { cartShop } from "./cart-access.ts";
import type { OrderWriteSources } from "./complaint-api.ts";
import { stockOf } from "./order-placement.ts";
import { noSuchOrder, orderDetailOf, ownStoredOrder } from "./orders-access.ts";

/**
 * `POST /api/shop/orders/{orderNumber}/cancel/` (issue 18, point 6): where the brand offers it
 * (shop option `cancelOrder`, else 403) and the state machine allows it (placed or paid, else
 * 409), the order is cancelled, its stock given back through the catalogue and its payment
 * voided through the provider, as the payment return does for a cancelled payment. The move is
 * one locked transaction, so two cancels at once give the stock back once.
 */
export async function cancelOrder(c: Context, sources: OrderWriteSources): Promise<Response> {
  const { shop, context } = cartShop(sources.shops, c);
  const session = await sources.sessions.current(c);
  const orderNumber = c.req.param("orderNumber") ?? "";
  const order = await ownStoredOrder(sources, session, context.shopId, orderNumber);
  if (!order) return noSuchOrder(c);
  if (!sources.shops.configResponse(shop, context.language).options.cancelOrder) {
    return c.json<ApiError>(
      { error: "This shop does not take cancellations online", key: "orders.cancelNotOffered" },
      403,
    );
  }
  const moved = await sources.history.move(order.orderNumber, "cancelled");
  if (moved.kind !== "moved") {
    return c.json<ApiError>(
      { error: "This order can no longer be cancelled", key: "orders.cannotCancel" },
      409,
    );
  }
  try {
    await sources.catalogue.releaseStock(context, stockOf(order));
    await sources.payments.void(order.paymentReference);
  } catch (error) {
    // The order is cancelled either way; what failed is for the shop's staff to finish.
    sources.logger.error("order.cancel_follow_up_failed", { orderNumber, error: String(error) });
  }
  const cancelled = await sources.orders.byNumber(order.orderNumber);
  return c.json<OrderDetail>(await orderDetailOf(sources, shop, context, cancelled ?? order));
}
