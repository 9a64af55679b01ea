import { purchaseEvent, pushToDataLayer, type OrderResponse } from "@shop/shared";

/** The local-storage key that remembers the orders whose purchase was tracked. */
export const trackedOrdersKey = "bsk:tracked-orders";

/** How many order numbers are remembered (the newest); enough for any shopper's recent orders. */
const rememberedOrders = 20;

/**
 * Catalogue spec point 7: `frontend_purchase` once per order. Pushes the event unless this
 * browser tracked the order already (the thank-you page reloaded or revisited), and remembers it.
 * Without storage it tracks once per page view.
 */
export function trackPurchaseOnce(order: OrderResponse, storage?: Storage): void {
  const store = storage ?? (typeof localStorage === "undefined" ? undefined : localStorage);
  let tracked: string[];
  try {
    tracked = JSON.parse(store?.getItem(trackedOrdersKey) ?? "[]") as string[];
  } catch {
    tracked = [];
  }
  if (tracked.includes(order.orderNumber)) return;
  try {
    store?.setItem(
      trackedOrdersKey,
      JSON.stringify([...tracked, order.orderNumber].slice(-rememberedOrders)),
    );
  } catch {
    // Storage full or blocked: a reload may track the order again.
  }
  pushToDataLayer(purchaseEvent(order));
}
