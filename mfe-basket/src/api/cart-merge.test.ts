import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketKey, wishlistKey, type Basket, type Wishlist } from "@shop/shared";
import { accountId, anonymousId, CartClient } from "./testing/cart-client.ts";
import { okJson, testBasketApiWithAccountCalls } from "./testing/account-calls.ts";

const host = "de.baby.localhost";

const signIn = (client: CartClient, userId: string) =>
  okJson(client.request("POST", "/test/account/sign-in/", { userId }));

describe.each(["pglite", "postgres"] as const)(
  "merge at sign-in (core spec point 4) on %s",
  (kind) => {
    let fixture: Awaited<ReturnType<typeof testBasketApiWithAccountCalls>>;
    beforeAll(async () => {
      fixture = await testBasketApiWithAccountCalls(kind);
    });
    afterAll(() => fixture.dispose());
    const first = () => fixture.catalogue.variants.romper68;
    const second = () => fixture.catalogue.variants.musicBox;
    const browser = () => new CartClient(fixture.app, host);

    it("moves the anonymous basket and wishlist into the account's, adding up equal lines", async () => {
      const account = accountId();
      // The customer already has one of the first variant in their account's basket.
      const earlier = browser();
      await signIn(earlier, account);
      const accountBasket = basketKey("baby-de", account);
      await okJson(
        earlier.request("POST", "/api/shop/basket/addItem/", {
          basketKey: accountBasket,
          variantId: first().id,
          quantity: 1,
        }),
      );

      // Later, anonymous on another device: two lines and a wishlist item.
      const device = browser();
      const anonymous = anonymousId();
      const anonymousBasket = basketKey("baby-de", anonymous);
      await okJson(
        device.request("POST", "/api/shop/basket/addItem/", {
          basketKey: anonymousBasket,
          variantId: first().id,
          quantity: 2,
        }),
      );
      await okJson(
        device.request("POST", "/api/shop/basket/addItem/", {
          basketKey: anonymousBasket,
          variantId: second().id,
          quantity: 1,
        }),
      );
      await okJson(
        device.request("POST", "/api/shop/wishlist/addItem/?locale=de-de", {
          wishlistKey: wishlistKey("baby-de", anonymous),
          itemCreationId: second().id,
        }),
      );

      await signIn(device, account);

      const basket = await okJson<Basket>(
        device.request("GET", `/api/shop/basket/get/${accountBasket}/?locale=de-de`),
      );
      const quantities = Object.fromEntries(
        basket.items.map((item) => [item.variant.id, item.quantity]),
      );
      expect(quantities).toEqual({ [first().id]: 3, [second().id]: 1 });
      const wishlist = await okJson<Wishlist>(
        device.request(
          "GET",
          `/api/shop/wishlist/get/${wishlistKey("baby-de", account)}/?locale=de-de`,
        ),
      );
      expect(wishlist.items.map((item) => item.variant.id)).toEqual([second().id]);

      // The anonymous basket is gone, and the session's own basket is now the account's.
      const left = await okJson<Basket>(
        device.request("GET", `/api/shop/basket/get/${anonymousBasket}/?locale=de-de`),
      );
      expect(left.items).toEqual([]);
      const current = await okJson<{ basketKey: string }>(
        device.request("GET", "/api/shop/basket/current/?locale=de-de"),
      );
      expect(current.basketKey).toBe(accountBasket);
    });

    it("caps a merged line by the catalogue's stock", async () => {
      const account = accountId();
      const device = browser();
      const anonymousBasket = basketKey("baby-de", anonymousId());
      await okJson(
        device.request("POST", "/api/shop/basket/addItem/", {
          basketKey: anonymousBasket,
          variantId: second().id,
          quantity: 5,
        }),
      );
      fixture.catalogue.change(second().id, { stock: 2 });
      try {
        await signIn(device, account);
        const basket = await okJson<Basket>(
          device.request(
            "GET",
            `/api/shop/basket/get/${basketKey("baby-de", account)}/?locale=de-de`,
          ),
        );
        expect(basket.items.map((item) => [item.variant.id, item.quantity])).toEqual([
          [second().id, 2],
        ]);
      } finally {
        fixture.catalogue.change(second().id, { stock: second().stock });
      }
    });

    it("deletes the account's baskets and wishlists with the account", async () => {
      const account = accountId();
      const client = browser();
      await signIn(client, account);
      const key = basketKey("baby-de", account);
      await okJson(
        client.request("POST", "/api/shop/basket/addItem/", {
          basketKey: key,
          variantId: first().id,
          quantity: 1,
        }),
      );
      await okJson(client.request("DELETE", "/test/account/", {}));
      // A new session cannot see it (ownership) and, signed in again, it is empty: the rows are gone.
      const probe = await okJson<{ basketKey: string | null }>(
        client.request("GET", "/api/shop/basket/current/?locale=de-de"),
      );
      expect(probe.basketKey).toBeNull();
      await signIn(client, account);
      const again = await okJson<{ basketKey: string; basket: Basket }>(
        client.request("GET", "/api/shop/basket/current/?locale=de-de"),
      );
      expect(again.basketKey).toBe(key);
      expect(again.basket.items).toEqual([]);
    });
  },
);
