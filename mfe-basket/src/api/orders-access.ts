import type { Context } from "hono";
import {
  shopperMayCancel,
  shopperMayComplain,
  type ApiError,
  type CatalogueLines,
  type ShopContext,
} from "@shop/shared";
import type { PlatformShop, Session, Sessions, ShopDirectory } from "@shop/shared/platform";
import { ordersPageSize, type OrderDetail, type OrderList } from "../orders/order-views.ts";
import type { OrderHistoryStore } from "../store/order-history-store.ts";
import { isOrderNumber, type OrderStore, type StoredOrder } from "../store/order-store.ts";
import { orderResponse } from "./order-placement.ts";

/** What the account's order calls read and write through. */
export interface OrderAccountSources {
  readonly shops: ShopDirectory;
  readonly sessions: Sessions;
  readonly orders: OrderStore;
  readonly history: OrderHistoryStore;
  readonly catalogue: CatalogueLines;
}

/**
 * An order as it is stored, for its owner only (decision 0035's rule, with the payment's
 * reference the cancellation needs): null for another session's order, another shop's, and a
 * number that does not exist alike, so a stranger learns nothing (404, never 403).
 */
export async function ownStoredOrder(
  { sessions, orders }: Pick<OrderAccountSources, "sessions" | "orders">,
  session: Session | undefined,
  shopId: string,
  orderNumber: string,
): Promise<StoredOrder | null> {
  if (!session || !isOrderNumber(orderNumber)) return null;
  const order = await orders.byNumber(orderNumber);
  if (!order || order.shopId !== shopId) return null;
  if ((await sessions.holding(session, order.userId)) !== "own") return null;
  return order;
}

/** The signed-in customer's orders, a page of them; null for a session without an account. */
export async function customerOrders(
  { history }: Pick<OrderAccountSources, "history">,
  session: Session | undefined,
  shopId: string,
  page: number,
): Promise<OrderList | null> {
  if (!session?.userId) return null;
  return history.list(shopId, session.userId, page, ordersPageSize);
}

/** An order with its packages and what its owner may do with it. */
export async function orderDetailOf(
  sources: OrderAccountSources,
  shop: PlatformShop,
  context: ShopContext,
  order: StoredOrder,
): Promise<OrderDetail> {
  const { options } = sources.shops.configResponse(shop, context.language);
  const variantIds = order.lines.map((line) => line.variantId);
  // The order keeps its own names and prices; the catalogue only adds images and links, and an
  // order stays readable when the catalogue cannot answer.
  const lines = await sources.catalogue.lines(context, variantIds).catch(() => []);
  return {
    order: orderResponse(order),
    packages: await sources.history.packages(order.orderNumber),
    catalogue: Object.fromEntries(
      lines.map((line) => [line.variant.id, { product: line.product, variant: line.variant }]),
    ),
    cancellable: shopperMayCancel(order.status, options.cancelOrder),
    complainable: shopperMayComplain(order.status),
  };
}

/** The answer to an order number that is not the caller's. */
export const noSuchOrder = (c: Context) =>
  c.json<ApiError>({ error: "No such order", key: "orders.notFound" }, 404);
