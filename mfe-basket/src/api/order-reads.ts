import type { OrderResponse } from "@shop/shared";
import type { Session, Sessions } from "@shop/shared/platform";
import { isOrderNumber, type OrderStore } from "../store/order-store.ts";
import { orderResponse } from "./order-placement.ts";

/**
 * An order as its owner reads it (issue 18, point 4), or null: for a session that does not hold
 * the order's user id, for another shop's order and for a number that does not exist alike.
 */
export async function ownOrder(
  { sessions, orders }: { readonly sessions: Sessions; readonly orders: OrderStore },
  session: Session | undefined,
  shopId: string,
  orderNumber: string,
): Promise<OrderResponse | null> {
  if (!session || !isOrderNumber(orderNumber)) return null;
  const order = await orders.byNumber(orderNumber);
  if (!order || order.shopId !== shopId) return null;
  if ((await sessions.holding(session, order.userId)) !== "own") return null;
  return orderResponse(order);
}
