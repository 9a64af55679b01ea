import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketKey, newCommandId, shopContext, type ApiError, type Basket } from "@shop/shared";
import type { ShopDirectory } from "@shop/shared/platform";
import { testDatabase, testPlatform } from "@shop/shared/testing";
import type {
  ReservationBody,
  ReservationResponse,
  StoresResponse,
} from "../click-and-reserve/reservation-contract.ts";
import { basketApi, basketMigrations } from "./index.ts";
import { HttpVisitor, randomAnonymousId } from "./testing/http-visitor.ts";
import { basketTestShops } from "./testing/test-basket-api.ts";
import { testCatalogue } from "./testing/test-catalogue.ts";

const germany = shopContext("home", "de", "de");

/** The test shops with click and reserve where edge/config/shops.json has it: home de and at. */
function reserveShops(): ShopDirectory {
  const shops = basketTestShops();
  return {
    ...shops,
    configResponse: (shop, language) => {
      const config = shops.configResponse(shop, language);
      const on = shop.shopId === "home-de" || shop.shopId === "home-at";
      return { ...config, options: { ...config.options, clickAndReserve: on } };
    },
  };
}

describe("click and reserve over HTTP (decision 0046)", () => {
  const catalogue = testCatalogue();
  let platform: ReturnType<typeof testPlatform>;
  let dispose: () => Promise<void> = () => Promise.resolve();
  let baseUrl = "";
  let close: () => Promise<void> = () => Promise.resolve();
  beforeAll(async () => {
    const database = await testDatabase("pglite", [basketMigrations]);
    dispose = () => database.dispose();
    platform = testPlatform(database.db, reserveShops());
    const api = basketApi({ ...platform, catalogue });
    const app = new Hono();
    for (const { path, routes } of api.routes) app.route(path, routes);
    app.onError((error, c) => {
      const status = error instanceof HTTPException ? error.status : 500;
      return c.json({ error: status >= 500 ? "Something went wrong" : error.message }, status);
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close();
    await dispose();
  });

  const stockOf = async (variantId: string) =>
    (await catalogue.lines(germany, [variantId]))[0]?.stockQuantity;

  /** A guest of a shop (home de unless told) with the given lines in the basket. */
  async function shopper(lines: readonly (readonly [string, number])[], host = "localhost") {
    const visitor = new HttpVisitor(baseUrl, host);
    const shopId = host === "localhost" ? "home-de" : "home-nl";
    const locale = host === "localhost" ? "de-de" : "nl-nl";
    const key = basketKey(shopId, randomAnonymousId());
    for (const [variantId, quantity] of lines) {
      const added = await visitor.request("POST", `/api/shop/basket/addItem/?locale=${locale}`, {
        basketKey: key,
        variantId,
        quantity,
      });
      expect(added.status).toBe(200);
    }
    const body = (change: Partial<ReservationBody> = {}): ReservationBody => ({
      basketKey: key,
      storeId: "home-de-muenchen",
      email: "anna@example.org",
      firstName: "Anna",
      lastName: "Schmidt",
      ...change,
    });
    const reserve = (payload: unknown, idempotencyKey: string | null = newCommandId()) =>
      visitor.request(
        "POST",
        `/api/shop/reservations/?locale=${locale}`,
        payload,
        idempotencyKey === null ? {} : { "idempotency-key": idempotencyKey },
      );
    const basket = async () => {
      const response = await visitor.request(
        "GET",
        `/api/shop/basket/get/${key}/?locale=${locale}`,
      );
      return (await response.json()) as Basket;
    };
    return { visitor, key, body, reserve, basket };
  }

  it("lists the stores nearest a postcode, and refuses a malformed one", async () => {
    const visitor = new HttpVisitor(baseUrl, "localhost");
    const near = await visitor.request("GET", "/api/shop/stores/?locale=de-de&postcode=80331");
    expect(near.status).toBe(200);
    const { stores } = (await near.json()) as StoresResponse;
    expect(stores[0]).toMatchObject({ id: "home-de-muenchen", city: "München" });
    expect(stores[0]?.openingHours).toContain("Uhr");
    for (const postcode of ["Berlin", "801234", ""]) {
      const bad = await visitor.request(
        "GET",
        `/api/shop/stores/?locale=de-de&postcode=${postcode}`,
      );
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as ApiError).error).toMatch(/postcode/);
    }
  });

  it("reserves the basket in a store, empties it, takes the stock and sends the e-mail", async () => {
    const { vase, towel } = catalogue.variants;
    const before = [await stockOf(vase.id), await stockOf(towel.id)];
    const guest = await shopper([
      [vase.id, 2],
      [towel.id, 1],
    ]);
    const response = await guest.reserve(guest.body({ phone: "+49 89 123456" }));
    expect(response.status).toBe(201);
    const reservation = (await response.json()) as ReservationResponse;
    expect(reservation.reservationNumber).toMatch(/^[0-9A-HJKMNP-TV-Z]{14}$/);
    expect(reservation).toMatchObject({
      status: "reserved",
      store: { id: "home-de-muenchen", city: "München" },
      email: "anna@example.org",
      currencyCode: "EUR",
    });
    const days = (Date.parse(reservation.reservedUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThanOrEqual(3);
    expect(reservation.lines.map((line) => [line.variantId, line.quantity])).toEqual([
      [vase.id, 2],
      [towel.id, 1],
    ]);
    expect((await guest.basket()).items).toEqual([]);
    expect([await stockOf(vase.id), await stockOf(towel.id)]).toEqual([
      (before[0] ?? 0) - 2,
      (before[1] ?? 0) - 1,
    ]);
    const mails = platform.mailer.sent.filter((mail) =>
      mail.subject.includes(reservation.reservationNumber),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: "anna@example.org",
      locale: "de-de",
      subject: `Ihre Reservierung ${reservation.reservationNumber} bei Wohnfein`,
    });
    expect(mails[0]?.text).toContain("Leopoldstraße 82");
  });

  it("reserves one variant from the product page and leaves the basket alone", async () => {
    const { candle, vase } = catalogue.variants;
    const guest = await shopper([[vase.id, 1]]);
    const before = await stockOf(candle.id);
    const response = await guest.reserve(guest.body({ variantId: candle.id, quantity: 1 }));
    expect(response.status).toBe(201);
    const reservation = (await response.json()) as ReservationResponse;
    expect(reservation.lines).toEqual([
      expect.objectContaining({ variantId: candle.id, quantity: 1 }),
    ]);
    expect((await guest.basket()).items).toHaveLength(1);
    expect(await stockOf(candle.id)).toBe((before ?? 0) - 1);
  });

  it("answers the first reservation again for the same key, and 422 for another body", async () => {
    const { cushion } = catalogue.variants;
    const guest = await shopper([[cushion.id, 1]]);
    const before = await stockOf(cushion.id);
    const key = newCommandId();
    const first = await guest.reserve(guest.body(), key);
    const again = await guest.reserve(guest.body(), key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const [a, b] = (await Promise.all([first.json(), again.json()])) as ReservationResponse[];
    expect(b?.reservationNumber).toBe(a?.reservationNumber);
    expect(await stockOf(cushion.id)).toBe((before ?? 0) - 1);
    const other = await guest.reserve(guest.body({ storeId: "home-de-koeln" }), key);
    expect(other.status).toBe(422);
  });

  it("refuses a line that is available online only, naming it, and changes nothing", async () => {
    const { shelf, vase } = catalogue.variants;
    const guest = await shopper([
      [vase.id, 1],
      [shelf.id, 1],
    ]);
    const before = [await stockOf(vase.id), await stockOf(shelf.id)];
    const response = await guest.reserve(guest.body());
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: "Regal Fjell is available online only",
      key: "reserve.onlineOnly",
    });
    const single = await guest.reserve(guest.body({ variantId: shelf.id }));
    expect(single.status).toBe(409);
    expect((await guest.basket()).items).toHaveLength(2);
    expect([await stockOf(vase.id), await stockOf(shelf.id)]).toEqual(before);
  });

  it("refuses more than the stock with 409 and changes nothing", async () => {
    const { towel, candle } = catalogue.variants;
    const guest = await shopper([
      [candle.id, 1],
      [towel.id, 2],
    ]);
    const before = [await stockOf(candle.id), await stockOf(towel.id)];
    catalogue.change(towel.id, { stock: 1 });
    const response = await guest.reserve(guest.body());
    expect(response.status).toBe(409);
    expect(((await response.json()) as ApiError).key).toBe("basket.notEnoughStock");
    expect(await stockOf(candle.id)).toBe(before[0]);
    expect(await stockOf(towel.id)).toBe(1);
    expect((await guest.basket()).items).toHaveLength(2);
    catalogue.change(towel.id, { stock: before[1] ?? 0 });
  });

  it("refuses bad input with 400 and a message", async () => {
    const { vase } = catalogue.variants;
    const guest = await shopper([[vase.id, 1]]);
    const cases: [unknown, string | null, RegExp][] = [
      [guest.body({ email: "not-an-address" }), newCommandId(), /email/],
      [guest.body({ firstName: " " }), newCommandId(), /firstName/],
      [guest.body({ storeId: "home-at-wien" }), newCommandId(), /storeId/],
      [guest.body({ phone: "call me" }), newCommandId(), /phone/],
      [guest.body({ quantity: 2 }), newCommandId(), /quantity/],
      [guest.body(), null, /Idempotency-Key/],
      [guest.body(), "short", /Idempotency-Key/],
    ];
    for (const [payload, key, message] of cases) {
      const response = await guest.reserve(payload, key);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiError).error).toMatch(message);
    }
    expect((await guest.basket()).items).toHaveLength(1);
  });

  it("is not offered where the shop's option is off", async () => {
    const guest = await shopper([], "nl.localhost");
    const response = await guest.reserve(guest.body({ storeId: "home-de-koeln" }));
    expect(response.status).toBe(404);
    expect(((await response.json()) as ApiError).error).toMatch(/no reservation in a store/);
    const stores = await guest.visitor.request(
      "GET",
      "/api/shop/stores/?locale=nl-nl&postcode=1011",
    );
    expect(stores.status).toBe(404);
  });
});
