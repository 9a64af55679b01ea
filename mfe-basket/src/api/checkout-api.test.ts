import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  basketKey,
  newCommandId,
  shopContext,
  type ApiError,
  type Basket,
  type OrderResponse,
  type PlaceOrderBody,
} from "@shop/shared";
import { HttpVisitor, randomAnonymousId } from "./testing/http-visitor.ts";
import { testBasketApi } from "./testing/test-basket-api.ts";
import { berlinAddress as address } from "./testing/test-address.ts";

const germany = shopContext("home", "de", "de");

describe.each(["pglite", "postgres"] as const)("placing orders on %s (issue 18)", (kind) => {
  let fixture: Awaited<ReturnType<typeof testBasketApi>>;
  let baseUrl = "";
  let close: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    fixture = await testBasketApi(kind, { paymentTimeoutMs: 300 });
    const server = serve({ fetch: fixture.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await fixture.dispose();
  });

  const variants = () => fixture.catalogue.variants;
  const stockOf = async (variantId: string) =>
    (await fixture.catalogue.lines(germany, [variantId]))[0]?.stockQuantity;

  /** A guest of the home brand's German shop with the given lines in the basket. */
  async function shopper(lines: readonly (readonly [string, number])[]) {
    const visitor = new HttpVisitor(baseUrl, "localhost");
    const key = basketKey("home-de", randomAnonymousId());
    for (const [variantId, quantity] of lines) {
      const added = await visitor.request("POST", "/api/shop/basket/addItem/?locale=de-de", {
        basketKey: key,
        variantId,
        quantity,
      });
      expect(added.status).toBe(200);
    }
    const body = (change: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
      basketKey: key,
      email: "anna@example.org",
      shippingAddress: address,
      shippingMethod: "standard",
      paymentMethod: "KK",
      ...change,
    });
    const place = (payload: unknown, idempotencyKey: string | null = newCommandId()) =>
      visitor.request(
        "POST",
        "/api/shop/checkout/placeOrder/?locale=de-de",
        payload,
        idempotencyKey === null ? {} : { "idempotency-key": idempotencyKey },
      );
    const basket = async () => {
      const response = await visitor.request("GET", `/api/shop/basket/get/${key}/?locale=de-de`);
      return (await response.json()) as Basket;
    };
    return { visitor, key, body, place, basket };
  }

  it("places an order priced by the server, empties the basket and takes the stock", async () => {
    const { vase, towel } = variants();
    const before = [await stockOf(vase.id), await stockOf(towel.id)];
    const guest = await shopper([
      [vase.id, 3],
      [towel.id, 1],
    ]);
    const response = await guest.place(guest.body({ expectedTotal: 3 * 1790 + 2499 }));
    expect(response.status).toBe(201);
    const order = (await response.json()) as OrderResponse;
    expect(order.orderNumber).toMatch(/^[0-9A-HJKMNP-TV-Z]{14}$/);
    expect(order).toMatchObject({
      status: "placed",
      email: "anna@example.org",
      shippingAddress: address,
      billingAddress: address,
      shippingMethod: "standard",
      cost: { items: 7869, shipping: 0, total: 7869, currencyCode: "EUR" },
      payment: { method: "KK", status: "authorised", redirectUrl: null },
    });
    expect(order.lines.map((line) => [line.variantId, line.quantity, line.unitPrice])).toEqual([
      [vase.id, 3, 1790],
      [towel.id, 1, 2499],
    ]);
    expect((await guest.basket()).items).toEqual([]);
    const mails = fixture.platform.mailer.sent.filter((mail) =>
      mail.subject.includes(order.orderNumber),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "anna@example.org",
      locale: "de-de",
      subject: `Ihre Bestellung ${order.orderNumber} bei Wohnfein`,
    });
    expect([await stockOf(vase.id), await stockOf(towel.id)]).toEqual([
      (before[0] ?? 0) - 3,
      (before[1] ?? 0) - 1,
    ]);
  });

  it("answers 20 placements with one key at once with one order and one stock decrement", async () => {
    const { candle } = variants();
    const before = (await stockOf(candle.id)) ?? 0;
    const guest = await shopper([[candle.id, 2]]);
    const key = newCommandId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => guest.place(guest.body(), key)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const numbers = new Set(
      await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as OrderResponse).orderNumber),
      ),
    );
    expect(numbers.size).toBe(1);
    expect(await stockOf(candle.id)).toBe(before - 2);
    const [orderNumber = ""] = numbers;
    expect(
      fixture.platform.mailer.sent.filter((mail) => mail.subject.includes(orderNumber)),
    ).toHaveLength(1);
    const again = await guest.place(guest.body(), key);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(((await again.json()) as OrderResponse).orderNumber).toBe([...numbers][0]);
  });

  it("refuses the same key with another payload with 422 and changes nothing", async () => {
    const { candle, towel } = variants();
    const guest = await shopper([[candle.id, 1]]);
    const key = newCommandId();
    expect((await guest.place(guest.body(), key)).status).toBe(201);
    await guest.visitor.request("POST", "/api/shop/basket/addItem/?locale=de-de", {
      basketKey: guest.key,
      variantId: towel.id,
      quantity: 1,
    });
    const before = await stockOf(towel.id);
    const other = await guest.place(guest.body({ paymentMethod: "RE" }), key);
    expect(other.status).toBe(422);
    expect(((await other.json()) as ApiError).error).toMatch(/Idempotency-Key/);
    expect((await guest.basket()).items.map((item) => item.variant.id)).toEqual([towel.id]);
    expect(await stockOf(towel.id)).toBe(before);
  });

  it.each([
    ["declined", "anna+decline@example.org", 402, "checkout.paymentDeclined"],
    ["timed out", "anna+timeout@example.org", 504, "checkout.paymentTimeout"],
  ])(
    "leaves basket and stock as they were when the payment is %s",
    async (_, email, status, key) => {
      const { vase } = variants();
      const guest = await shopper([[vase.id, 2]]);
      const stock = await stockOf(vase.id);
      const before = await guest.basket();
      const idempotencyKey = newCommandId();
      const response = await guest.place(guest.body({ email }), idempotencyKey);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ key });
      expect(await guest.basket()).toEqual(before);
      expect(await stockOf(vase.id)).toBe(stock);
      // Nothing was placed: the same key may try again (here with another method, and succeed).
      const retry = await guest.place(guest.body(), idempotencyKey);
      expect(retry.status).toBe(201);
    },
  );

  it("shows an order to its owner only: anyone else, and any unknown number, gets 404", async () => {
    const { candle } = variants();
    const guest = await shopper([[candle.id, 1]]);
    const order = (await (await guest.place(guest.body())).json()) as OrderResponse;
    const own = await guest.visitor.request(
      "GET",
      `/api/shop/orders/${order.orderNumber}/?locale=de-de`,
    );
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual(order);
    const other = await shopper([[candle.id, 1]]);
    const stranger = new HttpVisitor(baseUrl, "localhost");
    for (const visitor of [other.visitor, stranger]) {
      const response = await visitor.request(
        "GET",
        `/api/shop/orders/${order.orderNumber}/?locale=de-de`,
      );
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(order.email);
    }
    const unknown = await guest.visitor.request("GET", "/api/shop/orders/0000000000000Z/");
    expect(unknown.status).toBe(404);
  });

  it("re-checks prices and stock on the server", async () => {
    const { towel } = variants();
    const guest = await shopper([[towel.id, 2]]);
    fixture.catalogue.change(towel.id, { prices: { de: 2699 } });
    const changedPrice = await guest.place(guest.body({ expectedTotal: 2 * 2499 }));
    expect(changedPrice.status).toBe(409);
    expect(await changedPrice.json()).toMatchObject({ key: "checkout.pricesChanged" });
    const placed = (await (await guest.place(guest.body())).json()) as OrderResponse;
    expect(placed.cost.items).toBe(2 * 2699);
    fixture.catalogue.change(towel.id, { prices: { de: 2499, at: 2499 } });

    const late = await shopper([[towel.id, 2]]);
    fixture.catalogue.change(towel.id, { stock: 1 });
    const short = await late.place(late.body());
    expect(short.status).toBe(409);
    expect(await short.json()).toMatchObject({ key: "basket.notEnoughStock" });
    expect(await stockOf(towel.id)).toBe(1);
    expect((await late.basket()).items.map((item) => item.quantity)).toEqual([2]);
  });

  it.each([
    ["no Idempotency-Key", {}, undefined, /Idempotency-Key/],
    ["a postcode of another country", { postcode: "1234" }, "key", /postcode/],
    ["a method the shop does not offer", { paymentMethod: "TW" }, "key", /TW is not offered/],
    ["freight for a parcel", { shippingMethod: "freight" }, "key", /ships by standard/],
    ["an address abroad", { country: "fr", postcode: "75001" }, "key", /ships only within/],
  ] as const)("refuses %s with 400 and changes nothing", async (_, change, key, message) => {
    const { candle } = variants();
    const guest = await shopper([[candle.id, 1]]);
    const stock = await stockOf(candle.id);
    const { postcode, country, ...choices } = change as Record<string, string>;
    const body = guest.body({
      ...choices,
      shippingAddress: {
        ...address,
        ...(postcode ? { postcode } : {}),
        ...(country ? { country } : {}),
      },
    } as Partial<PlaceOrderBody>);
    const response = await guest.place(body, key === undefined ? null : newCommandId());
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error).toMatch(message);
    expect((await guest.basket()).items).toHaveLength(1);
    expect(await stockOf(candle.id)).toBe(stock);
  });

  it("refuses an empty basket (409) and another visitor's basket (404)", async () => {
    const { candle } = variants();
    const guest = await shopper([[candle.id, 1]]);
    const empty = await shopper([]);
    const nothing = await empty.place(empty.body());
    expect([nothing.status, ((await nothing.json()) as ApiError).key]).toEqual([
      409,
      "checkout.emptyBasket",
    ]);
    expect((await empty.place(guest.body())).status).toBe(404);
    expect((await guest.basket()).items).toHaveLength(1);
  });

  it("sends PayPal through the provider's page: approved, the basket is emptied and confirmed", async () => {
    const { candle } = variants();
    const guest = await shopper([[candle.id, 1]]);
    const order = (await (
      await guest.place(guest.body({ paymentMethod: "PP" }))
    ).json()) as OrderResponse;
    expect(order.payment).toMatchObject({ method: "PP", status: "pending" });
    expect((await guest.basket()).items).toHaveLength(1);
    const confirmations = () =>
      fixture.platform.mailer.sent.filter((mail) => mail.subject.includes(order.orderNumber));
    expect(confirmations()).toHaveLength(0);
    const back = await guest.visitor.request("GET", order.payment.redirectUrl ?? "");
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/de/danke/?orderNumber=${order.orderNumber}`);
    const read = await guest.visitor.request("GET", `/api/shop/orders/${order.orderNumber}/`);
    expect(((await read.json()) as OrderResponse).payment).toEqual({
      method: "PP",
      status: "authorised",
      redirectUrl: null,
    });
    expect(confirmations()).toHaveLength(1);
    expect((await guest.basket()).items).toEqual([]);
  });

  it("cancels the order, gives the stock back and keeps the basket when the shopper cancels on iDEAL's page", async () => {
    const nl = shopContext("home", "nl", "nl");
    const { candle } = variants();
    fixture.catalogue.change(candle.id, { prices: { ...candle.prices, nl: 990 } });
    const visitor = new HttpVisitor(baseUrl, "nl.localhost");
    const key = basketKey("home-nl", randomAnonymousId());
    await visitor.request("POST", "/api/shop/basket/addItem/?locale=nl-nl", {
      basketKey: key,
      variantId: candle.id,
      quantity: 2,
    });
    const stock = (await fixture.catalogue.lines(nl, [candle.id]))[0]?.stockQuantity ?? 0;
    const placed = await visitor.request(
      "POST",
      "/api/shop/checkout/placeOrder/?locale=nl-nl",
      {
        basketKey: key,
        email: "sanne+cancel@example.org",
        shippingAddress: { ...address, postcode: "1012 ab", city: "Amsterdam", country: "nl" },
        shippingMethod: "standard",
        paymentMethod: "IL",
      },
      { "idempotency-key": newCommandId() },
    );
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as OrderResponse;
    expect(order.shippingAddress.postcode).toBe("1012 AB");
    expect(await stockOf(candle.id)).toBe(stock - 2);
    const back = await visitor.request("GET", order.payment.redirectUrl ?? "");
    expect(back.headers.get("location")).toBe("/nl/winkelmandje/?payment=cancelled");
    const basket = await visitor.request("GET", `/api/shop/basket/get/${key}/?locale=nl-nl`);
    expect(((await basket.json()) as Basket).items.map((item) => item.quantity)).toEqual([2]);
    const read = await visitor.request("GET", `/api/shop/orders/${order.orderNumber}/`);
    expect(await read.json()).toMatchObject({
      status: "cancelled",
      payment: { status: "cancelled" },
    });
    expect(await stockOf(candle.id)).toBe(stock);
    // Coming back twice gives nothing back twice.
    await visitor.request("GET", order.payment.redirectUrl ?? "");
    expect(await stockOf(candle.id)).toBe(stock);
  });
});
