// Reads create no state (issue 16, point 4; decision 0031): a basket or wishlist read starts no
// session and binds no anonymous id; only a write does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketKey, wishlistKey, type Basket, type Wishlist } from "@shop/shared";
import { anonymousId, CartClient } from "./testing/cart-client.ts";
import { testBasketApi } from "./testing/test-basket-api.ts";

const babyHost = "de.baby.localhost";

describe("basket and wishlist reads", () => {
  let fixture: Awaited<ReturnType<typeof testBasketApi>>;
  beforeAll(async () => {
    fixture = await testBasketApi("pglite");
  });
  afterAll(() => fixture.dispose());

  const getBasket = (client: CartClient, key: string) =>
    client.request("GET", `/api/shop/basket/get/${key}/?locale=de-de`);
  const getWishlist = (client: CartClient, key: string) =>
    client.request("GET", `/api/shop/wishlist/get/${key}/?locale=de-de`);
  const addToBasket = (client: CartClient, key: string) =>
    client.request("POST", "/api/shop/basket/addItem/", {
      basketKey: key,
      variantId: fixture.catalogue.variants.vase.id,
      quantity: 1,
    });

  it("answer a cookieless visitor an empty basket and wishlist, and start no session", async () => {
    const sessionsBefore = fixture.platform.sessions.live.size;
    const visitor = new CartClient(fixture.app);
    const basket = await getBasket(visitor, basketKey("home-de", anonymousId()));
    expect(basket.status).toBe(200);
    expect(((await basket.json()) as Basket).items).toEqual([]);
    expect(basket.headers.get("set-cookie")).toBeNull();
    const babyVisitor = new CartClient(fixture.app, babyHost);
    const wishlist = await getWishlist(babyVisitor, wishlistKey("baby-de", anonymousId()));
    expect(wishlist.status).toBe(200);
    expect(((await wishlist.json()) as Wishlist).items).toEqual([]);
    expect(wishlist.headers.get("set-cookie")).toBeNull();
    expect(fixture.platform.sessions.live.size).toBe(sessionsBefore);
  });

  it("bind no anonymous id: the key belongs to the first visitor who writes with it", async () => {
    const reader = new CartClient(fixture.app);
    expect((await addToBasket(reader, basketKey("home-de", anonymousId()))).status).toBe(200);
    const key = basketKey("home-de", anonymousId());
    expect((await getBasket(reader, key)).status).toBe(200);
    const writer = new CartClient(fixture.app);
    expect((await addToBasket(writer, key)).status).toBe(200);
    expect((await getBasket(writer, key)).status).toBe(200);
    expect((await getBasket(reader, key)).status).toBe(404);
  });

  it("show nothing of a basket another visitor wrote", async () => {
    const owner = new CartClient(fixture.app);
    const key = basketKey("home-de", anonymousId());
    expect((await addToBasket(owner, key)).status).toBe(200);
    const stranger = await getBasket(new CartClient(fixture.app), key);
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(await stranger.json())).not.toContain(fixture.catalogue.variants.vase.id);
  });
});
