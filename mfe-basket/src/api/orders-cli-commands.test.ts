import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "@shop/shared/testing";
import { basketMigrations } from "./index.ts";
import { OrderHistoryStore } from "../store/order-history-store.ts";
import { newOrderNumber, OrderStore, type NewOrder } from "../store/order-store.ts";
import {
  deliverOrder,
  payOrder,
  shipOrder,
  type OrderCommandStores,
} from "./orders-cli-commands.ts";
import { berlinAddress as address } from "./testing/test-address.ts";

const line = (variantId: string, quantity: number) => ({
  variantId,
  variantReferenceKey: variantId,
  productId: variantId,
  productReferenceKey: variantId,
  name: `Product ${variantId}`,
  variantLabel: null,
  quantity,
  unitPrice: 1000,
  total: 1000 * quantity,
});

describe("the orders CLI's commands (decision 0039)", () => {
  let stores: OrderCommandStores;
  let dispose: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    const database = await testDatabase("pglite", [basketMigrations]);
    stores = { orders: new OrderStore(database.db), history: new OrderHistoryStore(database.db) };
    dispose = () => database.dispose();
  });
  afterAll(() => dispose());

  async function placed(shopId = "home-de"): Promise<string> {
    const orderNumber = newOrderNumber();
    const order: NewOrder = {
      orderNumber,
      shopId,
      userId: "u".repeat(64),
      language: "de",
      basketKey: `basket_${shopId}_${"u".repeat(64)}`,
      idempotencyKey: orderNumber,
      basketItemKeys: [],
      status: "placed",
      placedAt: new Date().toISOString(),
      email: "anna@example.org",
      shippingAddress: address,
      billingAddress: address,
      shippingMethod: "standard",
      lines: [line("a", 1), line("b", 2), line("c", 1)],
      cost: { items: 4000, shipping: 0, total: 4000, withoutTax: 3361, currencyCode: "EUR" },
      coupon: null,
      giftCard: null,
      paymentReference: crypto.randomUUID(),
      payment: { method: "KK", status: "authorised", redirectUrl: null },
    };
    expect(await stores.orders.place(order)).toBe("placed");
    return orderNumber;
  }

  it("pays, ships in packages of the country's carrier and delivers, in that order only", async () => {
    const number = await placed();
    expect((await shipOrder(stores, number)).ok).toBe(false);
    expect(await payOrder(stores, number)).toEqual({
      ok: true,
      message: `Order ${number}: placed → paid`,
    });
    expect((await stores.orders.byNumber(number))?.payment.status).toBe("captured");
    const shipped = await shipOrder(stores, number, {
      packages: 2,
      random: (size) => new Uint8Array(size).fill(7),
    });
    expect(shipped.ok).toBe(true);
    const packages = await stores.history.packages(number);
    expect(packages.map((parcel) => [parcel.position, parcel.carrierKey, parcel.lines])).toEqual([
      [
        1,
        "dhl",
        [
          { variantId: "a", quantity: 1 },
          { variantId: "c", quantity: 1 },
        ],
      ],
      [2, "dhl", [{ variantId: "b", quantity: 2 }]],
    ]);
    expect(packages[0]?.trackingNumber).toBe("DH777777777777");
    expect(await deliverOrder(stores, number)).toMatchObject({ ok: true });
    expect((await stores.orders.byNumber(number))?.status).toBe("delivered");
    expect(await payOrder(stores, number)).toEqual({
      ok: false,
      message: `Order ${number} is delivered; it cannot become paid`,
    });
  });

  it("takes a named carrier, refuses an unknown one and an unknown order", async () => {
    const number = await placed("baby-nl");
    await payOrder(stores, number);
    expect(await shipOrder(stores, number, { carrier: "pigeon" })).toEqual({
      ok: false,
      message: "Unknown carrier pigeon",
    });
    expect((await stores.orders.byNumber(number))?.status).toBe("paid");
    expect((await shipOrder(stores, number, { carrier: "ups" })).ok).toBe(true);
    expect((await stores.history.packages(number)).map((parcel) => parcel.carrierKey)).toEqual([
      "ups",
    ]);
    expect(await deliverOrder(stores, "0000000000000Z")).toEqual({
      ok: false,
      message: "No order 0000000000000Z",
    });
  });

  it("ships with the country's usual carrier by default", async () => {
    const number = await placed("baby-nl");
    await payOrder(stores, number);
    await shipOrder(stores, number);
    expect((await stores.history.packages(number))[0]?.carrierKey).toBe("postnl");
  });
});
