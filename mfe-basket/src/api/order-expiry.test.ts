import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  basketKey,
  newCommandId,
  shopContext,
  type Basket,
  type CatalogueLines,
  type OrderResponse,
  type PaymentMethodCode,
} from "@shop/shared";
import { sandboxPaymentProvider } from "../payment/sandbox-payment-provider.ts";
import { CouponStore } from "../store/coupon-store.ts";
import { GiftCardStore } from "../store/gift-card-store.ts";
import { OrderExpiryStore } from "../store/order-expiry.ts";
import { queryRows } from "@shop/shared/platform";
import { expireUnpaidOrders } from "./orders-cli-commands.ts";
import { UnpaidOrderSweep, unpaidOrderExpiryFromEnv } from "./order-expiry.ts";
import { HttpVisitor, randomAnonymousId } from "./testing/http-visitor.ts";
import { testBasketApi } from "./testing/test-basket-api.ts";
import { berlinAddress as address } from "./testing/test-address.ts";

const germany = shopContext("home", "de", "de");

describe("the unpaid order settings (decision 0047)", () => {
  it("takes SHOP_UNPAID_ORDER_MINUTES, 30 by default, and refuses anything but whole minutes", () => {
    expect(unpaidOrderExpiryFromEnv({}).minutes).toBe(30);
    expect(unpaidOrderExpiryFromEnv({ SHOP_UNPAID_ORDER_MINUTES: "45" }).minutes).toBe(45);
    for (const bad of ["0", "-5", "1.5", "soon"]) {
      expect(() => unpaidOrderExpiryFromEnv({ SHOP_UNPAID_ORDER_MINUTES: bad })).toThrow(
        /SHOP_UNPAID_ORDER_MINUTES/,
      );
    }
  });
});

describe.each(["pglite", "postgres"] as const)("expiring unpaid redirect orders on %s", (kind) => {
  let fixture: Awaited<ReturnType<typeof testBasketApi>>;
  let baseUrl = "";
  let close: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    fixture = await testBasketApi(kind);
    fixture.api.unpaidOrders.stop();
    const server = serve({ fetch: fixture.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await fixture.dispose();
  });

  const stockOf = async (variantId: string) =>
    (await fixture.catalogue.lines(germany, [variantId]))[0]?.stockQuantity ?? 0;

  /**
   * A guest places an order of `quantity` × the variant with the method, and with a coupon or a
   * gift card amount when given; answers the order.
   */
  async function placed(
    variantId: string,
    quantity: number,
    paymentMethod: PaymentMethodCode,
    vouchers: { coupon?: string; giftCard?: { code: string; pin: string; amount: number } } = {},
  ) {
    const visitor = new HttpVisitor(baseUrl, "localhost");
    const key = basketKey("home-de", randomAnonymousId());
    await visitor.request("POST", "/api/shop/basket/addItem/?locale=de-de", {
      basketKey: key,
      variantId,
      quantity,
    });
    if (vouchers.coupon) {
      const added = await visitor.request("POST", "/api/shop/basket/addCoupon/?locale=de-de", {
        basketKey: key,
        code: vouchers.coupon,
      });
      expect(added.status).toBe(200);
    }
    const response = await visitor.request(
      "POST",
      "/api/shop/checkout/placeOrder/?locale=de-de",
      {
        basketKey: key,
        email: "anna@example.org",
        shippingAddress: address,
        shippingMethod: "standard",
        paymentMethod,
        ...(vouchers.giftCard ? { giftCard: vouchers.giftCard } : {}),
      },
      { "idempotency-key": newCommandId() },
    );
    expect(response.status).toBe(201);
    const order = (await response.json()) as OrderResponse;
    const basket = async () => {
      const read = await visitor.request("GET", `/api/shop/basket/get/${key}/?locale=de-de`);
      return (await read.json()) as Basket;
    };
    const read = async () => {
      const answer = await visitor.request("GET", `/api/shop/orders/${order.orderNumber}/`);
      return (await answer.json()) as OrderResponse;
    };
    return { visitor, order, basket, read };
  }

  /** Makes an order look placed `minutes` ago. */
  const age = (orderNumber: string, minutes: number) =>
    fixture.db.execute(
      sql`update orders set placed_at = now() - make_interval(mins => ${minutes}::int)
        where order_number = ${orderNumber}`,
    );

  /** A second instance's sweep over the same database (by default with the same catalogue). */
  const otherInstance = (catalogue: CatalogueLines = fixture.catalogue) =>
    new UnpaidOrderSweep({
      expiry: new OrderExpiryStore(fixture.db),
      shops: fixture.platform.shops,
      catalogue,
      payments: sandboxPaymentProvider(() => "/"),
      logger: fixture.platform.logger,
      settings: { minutes: 30, sweepMs: 60_000 },
    });

  it("cancels a PayPal order never paid, gives its stock back once, keeps the basket, and a late return never pays it", async () => {
    const { candle } = fixture.catalogue.variants;
    const before = await stockOf(candle.id);
    const shopper = await placed(candle.id, 2, "PP");
    expect(await stockOf(candle.id)).toBe(before - 2);

    // Not yet: 29 minutes is within the limit.
    await age(shopper.order.orderNumber, 29);
    await fixture.api.unpaidOrders.sweep();
    expect((await shopper.read()).status).toBe("placed");

    await age(shopper.order.orderNumber, 31);
    const outcome = await fixture.api.unpaidOrders.sweep();
    expect(outcome).toEqual({ expired: 1, released: 1 });
    expect(await shopper.read()).toMatchObject({
      status: "cancelled",
      payment: { status: "expired", redirectUrl: null },
    });
    expect(await stockOf(candle.id)).toBe(before);
    expect((await shopper.basket()).items.map((item) => item.quantity)).toEqual([2]);
    expect(await fixture.api.unpaidOrders.sweep()).toEqual({ expired: 0, released: 0 });

    // The shopper approves on PayPal's page only now: the thank-you page says it expired.
    const back = await shopper.visitor.request("GET", shopper.order.payment.redirectUrl ?? "");
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(
      `/de/danke/?orderNumber=${shopper.order.orderNumber}`,
    );
    expect(await shopper.read()).toMatchObject({
      status: "cancelled",
      payment: { status: "expired" },
    });
    expect(await stockOf(candle.id)).toBe(before);
    expect((await shopper.basket()).items).toHaveLength(1);
    const confirmations = fixture.platform.mailer.sent.filter((mail) =>
      mail.subject.includes(shopper.order.orderNumber),
    );
    expect(confirmations).toHaveLength(0);
  });

  it("gives a gift card amount and a coupon redemption back with the stock", async () => {
    const code = `EXPIRY${kind.toUpperCase()}`;
    await new CouponStore(fixture.db).add([
      {
        code,
        kind: "percent",
        value: 10,
        currency: null,
        minimumOrderValue: 0,
        validFrom: null,
        validUntil: null,
        maxRedemptions: null,
        active: true,
      },
    ]);
    const card = `EXPIRYCARD${kind.toUpperCase()}`;
    await new GiftCardStore(fixture.db).add([
      {
        code: card,
        pin: "2468",
        balance: 500,
        currency: "EUR",
        validUntil: new Date("2035-01-01"),
      },
    ]);
    const read = async () =>
      (
        await queryRows<{ balance: number; redemptions: number }>(
          fixture.db,
          sql`select (select balance from gift_cards where code = ${card}) as balance,
            (select redemption_count from coupons where code = ${code}) as redemptions`,
        )
      )[0];
    const shopper = await placed(fixture.catalogue.variants.candle.id, 1, "PP", {
      coupon: code,
      giftCard: { code: card, pin: "2468", amount: 300 },
    });
    expect(await read()).toEqual({ balance: 200, redemptions: 1 });
    await age(shopper.order.orderNumber, 31);
    expect(await fixture.api.unpaidOrders.sweep()).toMatchObject({ released: 1 });
    expect(await read()).toEqual({ balance: 500, redemptions: 0 });
    // Once only: a later sweep finds nothing to give back.
    await fixture.api.unpaidOrders.sweep();
    expect(await read()).toEqual({ balance: 500, redemptions: 0 });
  });

  it("never expires an order paid by card, one paid on PayPal's page, or one the shopper cancelled", async () => {
    const { vase } = fixture.catalogue.variants;
    const card = await placed(vase.id, 1, "KK");
    const paypal = await placed(vase.id, 1, "PP");
    await paypal.visitor.request("GET", paypal.order.payment.redirectUrl ?? "");
    const klarna = await placed(vase.id, 1, "KC");
    await fixture.db.execute(
      sql`update payments set status = 'cancelled' where order_number = ${klarna.order.orderNumber}`,
    );
    await fixture.db.execute(
      sql`update orders set status = 'cancelled' where order_number = ${klarna.order.orderNumber}`,
    );
    for (const shopper of [card, paypal, klarna]) await age(shopper.order.orderNumber, 600);
    const stock = await stockOf(vase.id);
    expect(await fixture.api.unpaidOrders.sweep()).toEqual({ expired: 0, released: 0 });
    expect((await card.read()).payment.status).toBe("authorised");
    expect((await paypal.read()).payment.status).toBe("authorised");
    expect((await klarna.read()).payment.status).toBe("cancelled");
    expect(await stockOf(vase.id)).toBe(stock);
  });

  it("expires each order once when two instances sweep at the same time", async () => {
    const { towel } = fixture.catalogue.variants;
    const before = await stockOf(towel.id);
    const orders = await Promise.all([
      placed(towel.id, 1, "PP"),
      placed(towel.id, 1, "KC"),
      placed(towel.id, 1, "KN"),
    ]);
    for (const { order } of orders) await age(order.orderNumber, 45);
    expect(await stockOf(towel.id)).toBe(before - 3);
    const outcomes = await Promise.all([
      fixture.api.unpaidOrders.sweep(),
      otherInstance().sweep(),
      otherInstance().sweep(),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.expired, 0)).toBe(3);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.released, 0)).toBe(3);
    expect(await stockOf(towel.id)).toBe(before);
    for (const shopper of orders) expect((await shopper.read()).status).toBe("cancelled");
  });

  it("expires through the CLI's command, and the shop's next sweep gives the stock back", async () => {
    const { candle } = fixture.catalogue.variants;
    const before = await stockOf(candle.id);
    const shopper = await placed(candle.id, 1, "KD");
    await age(shopper.order.orderNumber, 20);
    const expiry = new OrderExpiryStore(fixture.db);
    expect((await expireUnpaidOrders(expiry, 30)).message).toMatch(/^No order waiting/);
    const outcome = await expireUnpaidOrders(expiry, 15);
    expect(outcome).toEqual({
      ok: true,
      message: expect.stringContaining(shopper.order.orderNumber) as string,
    });
    expect(await shopper.read()).toMatchObject({
      status: "placed",
      payment: { status: "expired" },
    });
    // A return now is as late as after the sweep.
    const back = await shopper.visitor.request("GET", shopper.order.payment.redirectUrl ?? "");
    expect(back.headers.get("location")).toBe(
      `/de/danke/?orderNumber=${shopper.order.orderNumber}`,
    );
    expect((await shopper.read()).payment.status).toBe("expired");
    expect(await stockOf(candle.id)).toBe(before - 1);
    expect(await fixture.api.unpaidOrders.sweep()).toEqual({ expired: 0, released: 1 });
    expect((await shopper.read()).status).toBe("cancelled");
    expect(await stockOf(candle.id)).toBe(before);
  });

  it("gives the claim back when the catalogue cannot take the stock, and the next sweep does", async () => {
    const { vase } = fixture.catalogue.variants;
    const before = await stockOf(vase.id);
    const shopper = await placed(vase.id, 1, "KN");
    await age(shopper.order.orderNumber, 40);
    const unreachable: CatalogueLines = {
      ...fixture.catalogue,
      releaseStock: () => Promise.reject(new Error("The catalogue is down")),
    };
    expect(await otherInstance(unreachable).sweep()).toEqual({ expired: 1, released: 0 });
    expect(await shopper.read()).toMatchObject({
      status: "placed",
      payment: { status: "expired" },
    });
    expect(await stockOf(vase.id)).toBe(before - 1);
    expect(await fixture.api.unpaidOrders.sweep()).toEqual({ expired: 0, released: 1 });
    expect((await shopper.read()).status).toBe("cancelled");
    expect(await stockOf(vase.id)).toBe(before);
  });
});
