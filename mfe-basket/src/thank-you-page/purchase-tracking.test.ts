import { afterEach, describe, expect, it, vi } from "vitest";
import { placedOrder } from "../basket-client/test-data.ts";
import { trackPurchaseOnce, trackedOrdersKey } from "./purchase-tracking.ts";

/** A Storage kept in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe("the purchase event, once per order (catalogue spec point 7)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("pushes frontend_purchase the first time only, also after a reload", () => {
    const window: { dataLayer?: unknown[] } = {};
    vi.stubGlobal("window", window);
    const storage = memoryStorage();
    const order = placedOrder();
    trackPurchaseOnce(order, storage);
    trackPurchaseOnce(order, storage);
    const purchases = (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: string }).event === "frontend_purchase",
    );
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      ecommerce: { transaction_id: order.orderNumber, value: 64.79 },
      order: { id: order.orderNumber, payment: [{ key: "KK" }] },
    });
    expect(JSON.parse(storage.getItem(trackedOrdersKey) ?? "[]")).toEqual([order.orderNumber]);
    trackPurchaseOnce(placedOrder({ orderNumber: "ABCDEFGHJKMNPQ" }), storage);
    expect(
      (window.dataLayer ?? []).filter(
        (entry) => (entry as { event?: string }).event === "frontend_purchase",
      ),
    ).toHaveLength(2);
  });
});
