import { afterAll, describe, expect, it } from "vitest";
import {
  basketKey,
  newCommandId,
  shopContext,
  wishlistKey,
  type OrderResponse,
} from "@shop/shared";
import { anonymousId, CartClient } from "./testing/cart-client.ts";
import { testBasketApi } from "./testing/test-basket-api.ts";

const { app, api, catalogue, dispose } = await testBasketApi();
afterAll(dispose);
const homeDe = shopContext("home", "de", "de");
const babyDe = shopContext("baby", "de", "de");

describe("the basket's in-process client", () => {
  it("answers the visitor's basket exactly as GET /api/shop/basket/current/ does", async () => {
    const browser = new CartClient(app);
    const key = basketKey("home-de", anonymousId());
    await browser.request("POST", "/api/shop/basket/addItem/", {
      basketKey: key,
      variantId: catalogue.variants.vase.id,
      quantity: 2,
    });
    const overHttp: unknown = await (
      await browser.request("GET", "/api/shop/basket/current/?locale=de-de")
    ).json();
    const inProcess = await api.client({ shop: homeDe, cookies: browser.cookies }).currentBasket();
    expect(inProcess.basketKey).toBe(key);
    expect(inProcess.basket?.itemCount).toBe(2);
    expect(inProcess).toEqual(overHttp);
  });

  it("answers no basket for a visitor without a session", async () => {
    expect(await api.client({ shop: homeDe, cookies: {} }).currentBasket()).toEqual({
      basketKey: null,
      basket: null,
    });
  });

  it("answers the visitor's wishlist, and null where the shop offers none", async () => {
    const browser = new CartClient(app, "de.baby.localhost");
    const key = wishlistKey("baby-de", anonymousId());
    await browser.request("POST", "/api/shop/wishlist/addItem/?locale=de-de", {
      wishlistKey: key,
      itemCreationId: catalogue.variants.musicBox.id,
    });
    const current = await api.client({ shop: babyDe, cookies: browser.cookies }).currentWishlist();
    expect(current?.wishlistKey).toBe(key);
    expect(current?.wishlist?.items.map((item) => item.variant.id)).toEqual([
      catalogue.variants.musicBox.id,
    ]);
    expect(await api.client({ shop: babyDe, cookies: {} }).currentWishlist()).toEqual({
      wishlistKey: null,
      wishlist: null,
    });
    expect(
      await api.client({ shop: homeDe, cookies: browser.cookies }).currentWishlist(),
    ).toBeNull();
  });

  it("answers the visitor's own order exactly as GET /api/shop/orders/{orderNumber}/, null to others", async () => {
    const browser = new CartClient(app);
    const key = basketKey("home-de", anonymousId());
    await browser.request("POST", "/api/shop/basket/addItem/", {
      basketKey: key,
      variantId: catalogue.variants.candle.id,
      quantity: 1,
    });
    const placed = await browser.request(
      "POST",
      "/api/shop/checkout/placeOrder/?locale=de-de",
      {
        basketKey: key,
        email: "anna@example.org",
        shippingAddress: {
          salutation: "f",
          firstName: "Anna",
          lastName: "Schmidt",
          street: "Hauptstraße",
          houseNumber: "1",
          postcode: "10115",
          city: "Berlin",
          country: "de",
        },
        shippingMethod: "standard",
        paymentMethod: "KK",
      },
      { "idempotency-key": newCommandId() },
    );
    const { orderNumber } = (await placed.json()) as OrderResponse;
    const overHttp: unknown = await (
      await browser.request("GET", `/api/shop/orders/${orderNumber}/?locale=de-de`)
    ).json();
    const own = await api.client({ shop: homeDe, cookies: browser.cookies }).order(orderNumber);
    expect(own?.orderNumber).toBe(orderNumber);
    expect(own).toEqual(overHttp);
    expect(await api.client({ shop: homeDe, cookies: {} }).order(orderNumber)).toBeNull();
    const stranger = new CartClient(app);
    await stranger.request("POST", "/api/shop/basket/addItem/", {
      basketKey: basketKey("home-de", anonymousId()),
      variantId: catalogue.variants.candle.id,
      quantity: 1,
    });
    expect(
      await api.client({ shop: homeDe, cookies: stranger.cookies }).order(orderNumber),
    ).toBeNull();
  });
});
