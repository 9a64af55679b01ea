import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  basketKey,
  newCommandId,
  shopContext,
  type ApiError,
  type OrderResponse,
} from "@shop/shared";
import { testDatabase, testPlatform } from "@shop/shared/testing";
import type { ComplaintReceipt } from "../orders/complaint-rules.ts";
import type { OrderDetail, OrderList } from "../orders/order-views.ts";
import { OrderHistoryStore } from "../store/order-history-store.ts";
import { basketApi, basketMigrations } from "./index.ts";
import { accountId } from "./testing/cart-client.ts";
import { HttpVisitor } from "./testing/http-visitor.ts";
import { testCatalogue } from "./testing/test-catalogue.ts";
import { basketTestShops } from "./testing/test-basket-api.ts";
import { berlinAddress as address } from "./testing/test-address.ts";

const germany = shopContext("home", "de", "de");
describe("the account's order calls (issue 18, point 6)", () => {
  let baseUrl = "";
  let close: () => Promise<void> = () => Promise.resolve();
  let dispose: () => Promise<void> = () => Promise.resolve();
  /** The shop option `cancelOrder`, switched per test. */
  let cancelOffered = true;
  let fixture: {
    platform: ReturnType<typeof testPlatform>;
    catalogue: ReturnType<typeof testCatalogue>;
    history: OrderHistoryStore;
  };

  beforeAll(async () => {
    const database = await testDatabase("pglite", [basketMigrations]);
    const base = basketTestShops();
    const shops = {
      ...base,
      configResponse: (...args: Parameters<typeof base.configResponse>) => {
        const config = base.configResponse(...args);
        return { ...config, options: { ...config.options, cancelOrder: cancelOffered } };
      },
    };
    const platform = testPlatform(database.db, shops);
    const catalogue = testCatalogue();
    const api = basketApi({ ...platform, catalogue });
    const app = new Hono();
    app.post("/test/sign-in/", async (c) => {
      const { userId } = await c.req.json<{ userId: string }>();
      await platform.sessions.rotate(c, userId);
      return c.json({ userId });
    });
    for (const { path, routes } of api.routes) app.route(path, routes);
    app.onError((error, c) =>
      c.json({ error: error.message }, error instanceof HTTPException ? error.status : 500),
    );
    fixture = { platform, catalogue, history: new OrderHistoryStore(database.db) };
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    dispose = () => database.dispose();
  });
  afterAll(async () => {
    await close();
    await dispose();
  });

  const stockOf = async (variantId: string) =>
    (await fixture.catalogue.lines(germany, [variantId]))[0]?.stockQuantity ?? 0;

  /** A registered customer, signed in, who placed one order of the given lines. */
  async function customerWithOrder(lines: readonly (readonly [string, number])[]) {
    const visitor = new HttpVisitor(baseUrl, "localhost");
    const userId = accountId();
    expect((await visitor.request("POST", "/test/sign-in/", { userId })).status).toBe(200);
    const key = basketKey("home-de", userId);
    for (const [variantId, quantity] of lines) {
      const added = await visitor.request("POST", "/api/shop/basket/addItem/?locale=de-de", {
        basketKey: key,
        variantId,
        quantity,
      });
      expect(added.status).toBe(200);
    }
    const placed = await visitor.request(
      "POST",
      "/api/shop/checkout/placeOrder/?locale=de-de",
      {
        basketKey: key,
        email: "anna@example.org",
        shippingAddress: address,
        shippingMethod: "standard",
        paymentMethod: "KK",
      },
      { "idempotency-key": newCommandId() },
    );
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as OrderResponse;
    const call = (method: string, path: string, body?: unknown) =>
      visitor.request(method, `/api/shop/orders/${path}?locale=de-de`, body);
    return { visitor, userId, order, call };
  }

  const complaint = (variantId: string) => ({
    reason: "damaged",
    variantIds: [variantId],
    message: "The vase arrived broken.",
  });

  it("lists the signed-in customer's orders, newest first, and no one else's", async () => {
    const { vase, towel } = fixture.catalogue.variants;
    const anna = await customerWithOrder([[vase.id, 1]]);
    const second = await anna.visitor.request("POST", "/api/shop/basket/addItem/?locale=de-de", {
      basketKey: basketKey("home-de", anna.userId),
      variantId: towel.id,
      quantity: 2,
    });
    expect(second.status).toBe(200);
    const again = await anna.visitor.request(
      "POST",
      "/api/shop/checkout/placeOrder/?locale=de-de",
      {
        basketKey: basketKey("home-de", anna.userId),
        email: "anna@example.org",
        shippingAddress: address,
        shippingMethod: "standard",
        paymentMethod: "KK",
      },
      { "idempotency-key": newCommandId() },
    );
    const newer = (await again.json()) as OrderResponse;
    const list = (await (await anna.call("GET", "")).json()) as OrderList;
    expect(list.orders.map((entry) => entry.orderNumber)).toEqual([
      newer.orderNumber,
      anna.order.orderNumber,
    ]);
    expect(list.orders[0]).toMatchObject({ status: "placed", itemCount: 2, currencyCode: "EUR" });
    expect(list).toMatchObject({ page: 1, pageCount: 1, totalCount: 2 });

    const ben = await customerWithOrder([[vase.id, 1]]);
    const bens = (await (await ben.call("GET", "")).json()) as OrderList;
    expect(bens.orders.map((entry) => entry.orderNumber)).toEqual([ben.order.orderNumber]);
  });

  it("answers 401 without an account and 400 for a bad page", async () => {
    const stranger = new HttpVisitor(baseUrl, "localhost");
    const anonymous = await stranger.request("GET", "/api/shop/orders/?locale=de-de");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ key: "orders.signInNeeded" });
    const { vase } = fixture.catalogue.variants;
    const anna = await customerWithOrder([[vase.id, 1]]);
    const bad = await anna.visitor.request("GET", "/api/shop/orders/?locale=de-de&page=0");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ key: "orders.invalidPage" });
  });

  it("stores a complaint, confirms it by e-mail and refuses bad input without storing", async () => {
    const { vase, towel } = fixture.catalogue.variants;
    const anna = await customerWithOrder([[vase.id, 1]]);
    const number = anna.order.orderNumber;
    const bad = [
      { ...complaint(vase.id), reason: "bored" },
      { ...complaint(vase.id), variantIds: [] },
      { ...complaint(vase.id), message: "x".repeat(2001) },
      { ...complaint(vase.id), message: "   " },
    ];
    for (const body of bad) {
      const refused = await anna.call("POST", `${number}/complaint/`, body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ApiError).key).toBe("orders.complaintInvalid");
    }
    const foreign = await anna.call("POST", `${number}/complaint/`, complaint(towel.id));
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ key: "orders.complaintLines" });
    expect(await fixture.history.complaintCount(number)).toBe(0);

    const filed = await anna.call("POST", `${number}/complaint/`, complaint(vase.id));
    expect(filed.status).toBe(201);
    expect((await filed.json()) as ComplaintReceipt).toMatchObject({ orderNumber: number });
    expect(await fixture.history.complaintCount(number)).toBe(1);
    const mail = fixture.platform.mailer.sent.find((sent) => sent.subject.includes("Reklamation"));
    expect(mail).toMatchObject({
      to: "anna@example.org",
      subject: `Ihre Reklamation zur Bestellung ${number} bei Wohnfein`,
    });
    expect(mail?.text).toContain("Ware beschädigt angekommen");
  });

  it("limits complaints per customer", async () => {
    const { vase } = fixture.catalogue.variants;
    const anna = await customerWithOrder([[vase.id, 1]]);
    const path = `${anna.order.orderNumber}/complaint/`;
    for (let count = 0; count < 5; count++) {
      expect((await anna.call("POST", path, complaint(vase.id))).status).toBe(201);
    }
    const limited = await anna.call("POST", path, complaint(vase.id));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ key: "orders.tooManyComplaints" });
    expect(await fixture.history.complaintCount(anna.order.orderNumber)).toBe(5);
  });

  it("cancels a placed order, gives the stock back once and voids nothing twice", async () => {
    cancelOffered = true;
    const { candle } = fixture.catalogue.variants;
    const before = await stockOf(candle.id);
    const anna = await customerWithOrder([[candle.id, 2]]);
    expect(await stockOf(candle.id)).toBe(before - 2);
    const detail = (await (
      await anna.call("GET", `${anna.order.orderNumber}/detail/`)
    ).json()) as OrderDetail;
    expect(detail).toMatchObject({ cancellable: true, packages: [] });
    const cancelled = await anna.call("POST", `${anna.order.orderNumber}/cancel/`);
    expect(cancelled.status).toBe(200);
    const answer = (await cancelled.json()) as OrderDetail;
    expect(answer.order.status).toBe("cancelled");
    expect(answer.order.payment.status).toBe("cancelled");
    expect(answer.cancellable).toBe(false);
    expect(await stockOf(candle.id)).toBe(before);
    const again = await anna.call("POST", `${anna.order.orderNumber}/cancel/`);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ key: "orders.cannotCancel" });
    expect(await stockOf(candle.id)).toBe(before);
  });

  it("refuses to cancel where the shop does not offer it, and a shipped order", async () => {
    const { vase } = fixture.catalogue.variants;
    const anna = await customerWithOrder([[vase.id, 1]]);
    cancelOffered = false;
    const off = await anna.call("POST", `${anna.order.orderNumber}/cancel/`);
    expect(off.status).toBe(403);
    expect(await off.json()).toMatchObject({ key: "orders.cancelNotOffered" });
    cancelOffered = true;
    expect(await fixture.history.move(anna.order.orderNumber, "paid")).toMatchObject({
      kind: "moved",
    });
    const shipped = await fixture.history.move(anna.order.orderNumber, "shipped", [
      { carrierKey: "dhl", trackingNumber: "DH123", lines: [{ variantId: vase.id, quantity: 1 }] },
    ]);
    expect(shipped).toEqual({ kind: "moved", from: "paid" });
    const late = await anna.call("POST", `${anna.order.orderNumber}/cancel/`);
    expect(late.status).toBe(409);
    const detail = (await (
      await anna.call("GET", `${anna.order.orderNumber}/detail/`)
    ).json()) as OrderDetail;
    expect(detail.order.status).toBe("shipped");
    expect(detail.packages.map((parcel) => [parcel.position, parcel.carrierKey])).toEqual([
      [1, "dhl"],
    ]);
    expect(detail.packages[0]?.trackingNumber).toBe("DH123");
    expect(detail.packages[0]?.trackingUrl).toContain("piececode=DH123");
  });

  it("answers another shopper's order number with 404 on every call, changing nothing", async () => {
    const { vase } = fixture.catalogue.variants;
    const anna = await customerWithOrder([[vase.id, 1]]);
    const ben = await customerWithOrder([[vase.id, 1]]);
    const number = anna.order.orderNumber;
    const calls = [
      await ben.call("GET", `${number}/detail/`),
      await ben.call("POST", `${number}/complaint/`, complaint(vase.id)),
      await ben.call("POST", `${number}/cancel/`),
      await ben.call("POST", `NOTANUMBER/cancel/`),
    ];
    expect(calls.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    expect(await calls[0]?.json()).toMatchObject({ key: "orders.notFound" });
    expect(await fixture.history.complaintCount(number)).toBe(0);
    const own = (await (await anna.call("GET", `${number}/detail/`)).json()) as OrderDetail;
    expect(own.order.status).toBe("placed");
  });
});
