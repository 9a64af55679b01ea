import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  basketKey,
  newCommandId,
  shopContext,
  type Basket,
  type BasketChangeResponse,
  type GiftCardBalance,
  type OrderResponse,
  type PlaceOrderBody,
} from "@shop/shared";
import { queryRows } from "@shop/shared/platform";
import { CouponStore } from "../store/coupon-store.ts";
import { demoCoupons } from "../store/demo-vouchers.ts";
import { GiftCardStore } from "../store/gift-card-store.ts";
import { OrderHistoryStore } from "../store/order-history-store.ts";
import { HttpVisitor, randomAnonymousId } from "./testing/http-visitor.ts";
import { testBasketApi } from "./testing/test-basket-api.ts";
import { berlinAddress as address } from "./testing/test-address.ts";

const germany = shopContext("home", "de", "de");

const farFuture = new Date("2035-01-01T00:00:00Z");

describe.each(["pglite", "postgres"] as const)(
  "coupons and gift cards on %s (decision 0045)",
  (kind) => {
    let fixture: Awaited<ReturnType<typeof testBasketApi>>;
    let baseUrl = "";
    let close: () => Promise<void> = () => Promise.resolve();
    let cardNumber = 0;
    beforeAll(async () => {
      fixture = await testBasketApi(kind, { paymentTimeoutMs: 300 });
      await new CouponStore(fixture.db).add([
        ...demoCoupons,
        { ...coupon("PARALLEL10"), maxRedemptions: 100 },
        { ...coupon("LETZTER"), maxRedemptions: 1 },
      ]);
      const server = serve({ fetch: fixture.app.fetch, port: 0, hostname: "127.0.0.1" });
      await new Promise<void>((resolve) => server.once("listening", () => resolve()));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    });
    afterAll(async () => {
      await close();
      await fixture.dispose();
    });

    function coupon(code: string) {
      return {
        code,
        kind: "percent" as const,
        value: 10,
        currency: null,
        minimumOrderValue: 0,
        validFrom: null,
        validUntil: null,
        maxRedemptions: null,
        active: true,
      };
    }

    /** A new gift card of its own (tests share the database) with the given balance. */
    async function giftCard(balance: number) {
      cardNumber += 1;
      const code = `TESTCARD${kind.toUpperCase()}${cardNumber}`;
      await new GiftCardStore(fixture.db).add([
        { code, pin: "2468", balance, currency: "EUR", validUntil: farFuture },
      ]);
      return code;
    }

    const balanceOf = async (code: string) =>
      (
        await queryRows<{ balance: number }>(
          fixture.db,
          sql`select balance from gift_cards where code = ${code}`,
        )
      )[0]?.balance;

    const redemptionsOf = async (code: string) =>
      (
        await queryRows<{ count: number }>(
          fixture.db,
          sql`select redemption_count as count from coupons where code = ${code}`,
        )
      )[0]?.count;

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
      const basket = async () => {
        const response = await visitor.request("GET", `/api/shop/basket/get/${key}/?locale=de-de`);
        return (await response.json()) as Basket;
      };
      const addCoupon = (code: string) =>
        visitor.request("POST", "/api/shop/basket/addCoupon/?locale=de-de", {
          basketKey: key,
          code,
        });
      const deleteCoupon = (headers: Record<string, string> = {}) =>
        visitor.request(
          "DELETE",
          "/api/shop/basket/deleteCoupon/?locale=de-de",
          { basketKey: key },
          headers,
        );
      const body = (change: Partial<PlaceOrderBody> = {}): PlaceOrderBody => ({
        basketKey: key,
        email: "anna@example.org",
        shippingAddress: address,
        shippingMethod: "standard",
        paymentMethod: "KK",
        ...change,
      });
      const place = (payload: PlaceOrderBody, idempotencyKey = newCommandId()) =>
        visitor.request("POST", "/api/shop/checkout/placeOrder/?locale=de-de", payload, {
          "idempotency-key": idempotencyKey,
        });
      /** The in-process client of this visitor's page request, with the given extra cookies. */
      const pageClient = (cookies: Record<string, string>) => {
        const [name = "", value = ""] = (visitor.cookie ?? "").split("=");
        return fixture.api.client({ shop: germany, cookies: { [name]: value, ...cookies } });
      };
      return { visitor, key, basket, addCoupon, deleteCoupon, body, place, pageClient };
    }

    it("puts a coupon on the basket with its reduction, one at a time, and takes it off", async () => {
      const { towel } = fixture.catalogue.variants;
      const guest = await shopper([[towel.id, 1]]);
      const added = await guest.addCoupon(" willkommen10 ");
      expect(added.status).toBe(200);
      const { basket } = (await added.json()) as BasketChangeResponse;
      expect(basket.coupon).toMatchObject({ code: "WILLKOMMEN10", reduction: 250, issue: null });
      expect(basket.cost).toMatchObject({
        withTax: 2499,
        couponReduction: 250,
        total: 2499 - 250 + 499,
      });

      const second = await guest.addCoupon("FRUEHLING5");
      expect(second.status).toBe(409);
      expect(await second.json()).toMatchObject({ key: "coupon.onlyOne" });
      expect((await guest.basket()).coupon?.code).toBe("WILLKOMMEN10");

      const removed = await guest.deleteCoupon();
      expect(removed.status).toBe(200);
      expect(removed.headers.get("set-cookie")).toMatch(/^voucher=; Max-Age=0; Path=\//);
      const after = (await removed.json()) as Basket;
      expect(after.coupon).toBeNull();
      expect(after.cost).toMatchObject({ couponReduction: 0, total: 2499 + 499 });
    });

    it.each([
      ["an unknown code", "NICHTDA", 404, "coupon.unknown"],
      ["an expired coupon", "WINTER15", 422, "coupon.expired"],
      ["a coupon below its minimum order value", "FRUEHLING5", 422, "coupon.minimumOrderValue"],
      ["another brand's coupon", "BABYSTART20", 404, "coupon.unknown"],
      ["something that is no code", "10% off!", 400, "coupon.invalidCode"],
    ])("refuses %s with %i and changes nothing", async (_, code, status, key) => {
      const { candle } = fixture.catalogue.variants;
      const guest = await shopper([[candle.id, 1]]);
      const before = await guest.basket();
      const response = await guest.addCoupon(code);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ key });
      expect(await guest.basket()).toEqual(before);
    });

    it("answers 404 for a basket the session does not own", async () => {
      const { candle } = fixture.catalogue.variants;
      const owner = await shopper([[candle.id, 3]]);
      const stranger = new HttpVisitor(baseUrl, "localhost");
      const response = await stranger.request("POST", "/api/shop/basket/addCoupon/?locale=de-de", {
        basketKey: owner.key,
        code: "WILLKOMMEN10",
      });
      expect(response.status).toBe(404);
      expect((await owner.basket()).coupon).toBeNull();
    });

    it("puts the voucher cookie's coupon on for the basket and checkout pages, until taken off", async () => {
      const { towel, candle } = fixture.catalogue.variants;
      const small = await shopper([[candle.id, 1]]);
      // Below the minimum order value: nothing happens, the cookie waits.
      const unreached = await small.pageClient({ voucher: "FRUEHLING5" }).currentBasket({
        applyVoucher: true,
      });
      expect(unreached.basket?.coupon).toBeNull();

      const guest = await shopper([[towel.id, 1]]);
      const miniBasket = await guest.pageClient({ voucher: "willkommen10" }).currentBasket();
      expect(miniBasket.basket?.coupon).toBeNull();
      const page = await guest
        .pageClient({ voucher: "willkommen10" })
        .currentBasket({ applyVoucher: true });
      expect(page.basket?.coupon).toMatchObject({ code: "WILLKOMMEN10", reduction: 250 });

      const removed = await guest.deleteCoupon({});
      expect(removed.headers.get("set-cookie")).toMatch(/voucher=; Max-Age=0/);
      // The browser dropped the cookie: the next page puts nothing on.
      const next = await guest.pageClient({}).currentBasket({ applyVoucher: true });
      expect(next.basket?.coupon).toBeNull();
    });

    it("places an order with its coupon once, counting one redemption for 20 placements with one key", async () => {
      const { towel } = fixture.catalogue.variants;
      const guest = await shopper([[towel.id, 2]]);
      expect((await guest.addCoupon("PARALLEL10")).status).toBe(200);
      const before = (await redemptionsOf("PARALLEL10")) ?? 0;
      const key = newCommandId();
      const body = guest.body({ expectedTotal: 2 * 2499 - 500 + 499 });
      const answers = await Promise.all(Array.from({ length: 20 }, () => guest.place(body, key)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
      const orders = await Promise.all(
        answers.map(async (answer) => (await answer.json()) as OrderResponse),
      );
      expect(new Set(orders.map((order) => order.orderNumber)).size).toBe(1);
      expect(orders[0]).toMatchObject({
        coupon: { code: "PARALLEL10", reduction: 500 },
        giftCard: null,
        cost: { items: 4998, shipping: 499, total: 4997 },
      });
      expect(await redemptionsOf("PARALLEL10")).toBe(before + 1);
      const basket = await guest.basket();
      expect(basket.items).toEqual([]);
      expect(basket.coupon).toBeNull();
    });

    it("re-checks the coupon when the order is placed: the last redemption goes to one order", async () => {
      const { towel } = fixture.catalogue.variants;
      const first = await shopper([[towel.id, 1]]);
      const second = await shopper([[towel.id, 1]]);
      expect((await first.addCoupon("LETZTER")).status).toBe(200);
      expect((await second.addCoupon("LETZTER")).status).toBe(200);
      const stock = await stockOf(towel.id);
      const answers = await Promise.all([first.place(first.body()), second.place(second.body())]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409);
      expect(await refused?.json()).toMatchObject({ key: "coupon.exhausted" });
      expect(await redemptionsOf("LETZTER")).toBe(1);
      expect(await stockOf(towel.id)).toBe((stock ?? 0) - 1);
      const kept = answers[0]?.status === 409 ? first : second;
      expect((await kept.basket()).items).toHaveLength(1);
    });

    it("takes part of the total off a gift card and the rest by the payment method", async () => {
      const { towel } = fixture.catalogue.variants;
      const code = await giftCard(1000);
      const guest = await shopper([[towel.id, 1]]);
      const response = await guest.place(
        guest.body({ giftCard: { code: code.toLowerCase(), pin: "2468", amount: 1000 } }),
      );
      expect(response.status).toBe(201);
      const order = (await response.json()) as OrderResponse;
      expect(order).toMatchObject({
        giftCard: { code, amount: 1000 },
        cost: { total: 2998 },
        payment: { method: "KK", status: "authorised" },
      });
      expect(await balanceOf(code)).toBe(0);
      const [payment] = await queryRows<{ amount: number }>(
        fixture.db,
        sql`select amount from payments where order_number = ${order.orderNumber}`,
      );
      expect(payment?.amount).toBe(1998);
    });

    it("pays a whole order by gift card with method G", async () => {
      const { towel } = fixture.catalogue.variants;
      const code = await giftCard(5000);
      const guest = await shopper([[towel.id, 1]]);
      const wrongMethod = await guest.place(
        guest.body({ giftCard: { code, pin: "2468", amount: 2998 } }),
      );
      expect(wrongMethod.status).toBe(400);
      const response = await guest.place(
        guest.body({ paymentMethod: "G", giftCard: { code, pin: "2468", amount: 2998 } }),
      );
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({
        giftCard: { code, amount: 2998 },
        payment: { method: "G", status: "authorised" },
      });
      expect(await balanceOf(code)).toBe(5000 - 2998);
    });

    it("refuses a debit beyond the balance with 409, also when two orders race for it", async () => {
      const { towel, candle } = fixture.catalogue.variants;
      const code = await giftCard(1000);
      const short = await shopper([[towel.id, 1]]);
      const stock = await stockOf(towel.id);
      const before = await short.basket();
      const refused = await short.place(
        short.body({ giftCard: { code, pin: "2468", amount: 1500 } }),
      );
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ key: "giftCard.insufficientBalance" });
      expect(await short.basket()).toEqual(before);
      expect(await stockOf(towel.id)).toBe(stock);
      expect(await balanceOf(code)).toBe(1000);

      const racers = await Promise.all([shopper([[candle.id, 1]]), shopper([[candle.id, 1]])]);
      const answers = await Promise.all(
        racers.map((racer) =>
          racer.place(racer.body({ giftCard: { code, pin: "2468", amount: 600 } })),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await balanceOf(code)).toBe(400);
    });

    it("leaves the gift card's balance untouched when the rest's payment is declined", async () => {
      const { towel } = fixture.catalogue.variants;
      const code = await giftCard(1000);
      const guest = await shopper([[towel.id, 1]]);
      const declined = await guest.place(
        guest.body({
          email: "anna+decline@example.org",
          giftCard: { code, pin: "2468", amount: 1000 },
        }),
      );
      expect(declined.status).toBe(402);
      expect(await balanceOf(code)).toBe(1000);
      expect((await guest.basket()).items).toHaveLength(1);
      const wrongPin = await guest.place(
        guest.body({ giftCard: { code, pin: "1111", amount: 1000 } }),
      );
      expect(wrongPin.status).toBe(422);
      expect(await wrongPin.json()).toMatchObject({ key: "giftCard.invalid" });
      expect(await balanceOf(code)).toBe(1000);
    });

    it("gives the gift card's amount and the coupon's redemption back when the order is cancelled", async () => {
      const { towel } = fixture.catalogue.variants;
      const code = await giftCard(1000);
      const guest = await shopper([[towel.id, 1]]);
      expect((await guest.addCoupon("PARALLEL10")).status).toBe(200);
      const redemptions = (await redemptionsOf("PARALLEL10")) ?? 0;
      const placed = await guest.place(
        guest.body({ giftCard: { code, pin: "2468", amount: 600 } }),
      );
      expect(placed.status).toBe(201);
      const { orderNumber } = (await placed.json()) as OrderResponse;
      expect([await balanceOf(code), await redemptionsOf("PARALLEL10")]).toEqual([
        400,
        redemptions + 1,
      ]);
      const history = new OrderHistoryStore(fixture.db);
      expect(await history.move(orderNumber, "cancelled")).toMatchObject({ kind: "moved" });
      expect([await balanceOf(code), await redemptionsOf("PARALLEL10")]).toEqual([
        1000,
        redemptions,
      ]);
    });

    it("tells a gift card's balance for its code and PIN, a few times per client only", async () => {
      const code = await giftCard(3000);
      const visitor = new HttpVisitor(baseUrl, "localhost");
      const check = (pin: string, card = code) =>
        visitor.request("POST", "/api/shop/checkout/giftCard/balance/?locale=de-de", {
          code: card,
          pin,
        });
      const ok = await check("2468");
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({
        code,
        balance: 3000,
        currency: "EUR",
      } satisfies Partial<GiftCardBalance>);
      for (const [card, pin] of [
        [code, "0000"],
        ["NOSUCHCARD99", "2468"],
      ]) {
        const wrong = await check(pin ?? "", card);
        expect(wrong.status).toBe(422);
        expect(await wrong.json()).toMatchObject({ key: "giftCard.invalid" });
      }
      expect((await check("12")).status).toBe(400);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) statuses.push((await check("9999")).status);
      expect(statuses).toContain(429);
      const limited = await check("2468");
      expect(limited.status).toBe(429);
      expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await limited.json()).toMatchObject({ key: "giftCard.tooManyAttempts" });
    });
  },
);
