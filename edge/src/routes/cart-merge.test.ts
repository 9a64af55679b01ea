import { describe, expect, it } from "vitest";
import { basketKey, wishlistKey, type AuthResult, type Basket, type Wishlist } from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";
import { anonymousId, buyableVariants, CartClient } from "../testing/cart-client.ts";

const { app } = await testEdge();
const host = "de.baby.localhost";
const variants = await buyableVariants(app, { host, count: 2 });
const first = variants[0]!;
const second = variants[1]!;

const password = "Sicheres-Passwort-7";

async function json<T>(response: Promise<Response>): Promise<T> {
  const answered = await response;
  expect(answered.status).toBe(200);
  return (await answered.json()) as T;
}

describe("merge at sign-in (core spec point 4)", () => {
  it("moves the anonymous basket and wishlist into the account's, adding up equal lines", async () => {
    const email = `merge.${Date.now()}@example.org`;
    // The customer already has one of the first variant in their account's basket.
    const earlier = new CartClient(app, host);
    const registered = await json<AuthResult>(
      earlier.request("POST", "/api/user/auth/register/?locale=de-de", {
        first_name: "Mara",
        last_name: "Merge",
        gender: "f",
        email,
        register_password: password,
        newsletter: false,
      }),
    );
    const accountBasket = basketKey("baby-de", registered.user.id!);
    await json(
      earlier.request("POST", "/api/shop/basket/addItem/", {
        basketKey: accountBasket,
        variantId: first.id,
        quantity: 1,
      }),
    );

    // Later, anonymous on another device: two lines and a wishlist item.
    const device = new CartClient(app, host);
    const anonymous = anonymousId();
    const anonymousBasket = basketKey("baby-de", anonymous);
    await json(
      device.request("POST", "/api/shop/basket/addItem/", {
        basketKey: anonymousBasket,
        variantId: first.id,
        quantity: 2,
      }),
    );
    await json(
      device.request("POST", "/api/shop/basket/addItem/", {
        basketKey: anonymousBasket,
        variantId: second.id,
        quantity: 1,
      }),
    );
    await json(
      device.request("POST", "/api/shop/wishlist/addItem/?locale=de-de", {
        wishlistKey: wishlistKey("baby-de", anonymous),
        itemCreationId: second.id,
      }),
    );

    await json(device.request("POST", "/api/user/auth/login/?locale=de-de", { email, password }));

    const basket = await json<Basket>(
      device.request("GET", `/api/shop/basket/get/${accountBasket}/?locale=de-de`),
    );
    const quantities = Object.fromEntries(
      basket.items.map((item) => [item.variant.id, item.quantity]),
    );
    expect(quantities).toEqual({ [first.id]: 3, [second.id]: 1 });
    const wishlist = await json<Wishlist>(
      device.request(
        "GET",
        `/api/shop/wishlist/get/${wishlistKey("baby-de", registered.user.id!)}/?locale=de-de`,
      ),
    );
    expect(wishlist.items.map((item) => item.variant.id)).toEqual([second.id]);

    // The anonymous basket is gone, and the session's own basket is now the account's.
    const left = await json<Basket>(
      device.request("GET", `/api/shop/basket/get/${anonymousBasket}/?locale=de-de`),
    );
    expect(left.items).toEqual([]);
    const current = await json<{ basketKey: string }>(
      device.request("GET", "/api/shop/basket/current/?locale=de-de"),
    );
    expect(current.basketKey).toBe(accountBasket);
  });

  it("deletes the account's baskets and wishlists with the account", async () => {
    const client = new CartClient(app, host);
    const guest = await json<AuthResult>(
      client.request("POST", "/api/user/auth/guest/?locale=de-de", {
        first_name: "Gina",
        last_name: "Gast",
        gender: "f",
        email: `gone.${Date.now()}@example.org`,
        newsletter: false,
      }),
    );
    const key = basketKey("baby-de", guest.user.id!);
    await json(
      client.request("POST", "/api/shop/basket/addItem/", {
        basketKey: key,
        variantId: first.id,
        quantity: 1,
      }),
    );
    await json(client.request("DELETE", "/api/user/", {}));
    // A new session cannot see it (ownership) and, signed in again, it would be empty: the rows are gone.
    const probe = await json<{ basketKey: string | null }>(
      client.request("GET", "/api/shop/basket/current/?locale=de-de"),
    );
    expect(probe.basketKey).toBeNull();
  });
});
