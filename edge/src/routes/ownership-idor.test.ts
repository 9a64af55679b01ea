import { describe, expect, it } from "vitest";
import {
  basketKey,
  wishlistKey,
  type AuthResult,
  type Basket,
  type BasketChangeResponse,
  type User,
  type Wishlist,
  type WishlistChangeResponse,
} from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";
import { anonymousId, buyableVariants, CartClient } from "../testing/cart-client.ts";

// Issue 5, ownership: two customers, a guest and an anonymous visitor each try every basket,
// wishlist and line key of the others. Every such call answers 404 with no data and changes nothing.

const { app } = await testEdge();
const host = "de.baby.localhost";
const shopId = "baby-de";
const variants = await buyableVariants(app, { host, count: 2 });
const first = variants[0]!;
const second = variants[1]!;

interface Actor {
  readonly name: string;
  readonly client: CartClient;
  readonly basketKey: string;
  readonly wishlistKey: string;
  basketItemKey: string;
  wishlistItemKey: string;
}

let emails = 0;
async function signIn(client: CartClient, mode: "register" | "guest"): Promise<string> {
  emails += 1;
  const response = await client.request("POST", `/api/user/auth/${mode}/?locale=de-de`, {
    first_name: "Eva",
    last_name: "Idor",
    gender: "f",
    email: `idor.${emails}.${Date.now()}@example.org`,
    newsletter: false,
    ...(mode === "register" ? { register_password: "Sicheres-Passwort-7" } : {}),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as AuthResult).user.id!;
}

async function actor(name: string, mode: "register" | "guest" | "anonymous"): Promise<Actor> {
  const client = new CartClient(app, host);
  const userId = mode === "anonymous" ? anonymousId() : await signIn(client, mode);
  const bKey = basketKey(shopId, userId);
  const wKey = wishlistKey(shopId, userId);
  const basket = (await (
    await client.request("POST", "/api/shop/basket/addItem/", {
      basketKey: bKey,
      variantId: first.id,
      quantity: 1,
    })
  ).json()) as BasketChangeResponse;
  const wishlist = (await (
    await client.request("POST", "/api/shop/wishlist/addItem/?locale=de-de", {
      wishlistKey: wKey,
      itemCreationId: first.id,
    })
  ).json()) as WishlistChangeResponse;
  return {
    name,
    client,
    basketKey: bKey,
    wishlistKey: wKey,
    basketItemKey: basket.basket.items[0]!.key,
    wishlistItemKey: wishlist.wishlist.items[0]!.key,
  };
}

const actors = [
  await actor("customer A", "register"),
  await actor("customer B", "register"),
  await actor("guest", "guest"),
  await actor("anonymous visitor", "anonymous"),
];
const pairs = actors.flatMap((intruder) =>
  actors.filter((victim) => victim !== intruder).map((victim) => [intruder, victim] as const),
);

/** Every call an intruder could make with a victim's keys. */
function attacks(intruder: Actor, victim: Actor): [string, () => Promise<Response>][] {
  const c = intruder.client;
  return [
    [
      "get basket",
      () => c.request("GET", `/api/shop/basket/get/${victim.basketKey}/?locale=de-de`),
    ],
    [
      "add to basket",
      () =>
        c.request("POST", "/api/shop/basket/addItem/", {
          basketKey: victim.basketKey,
          variantId: second.id,
          quantity: 1,
        }),
    ],
    [
      "update basket line",
      () =>
        c.request("POST", "/api/shop/basket/updateItem/", {
          basketKey: victim.basketKey,
          itemKey: victim.basketItemKey,
          quantity: 3,
        }),
    ],
    [
      "delete basket line",
      () =>
        c.request("DELETE", "/api/shop/basket/deleteItem/", {
          basketKey: victim.basketKey,
          itemKey: victim.basketItemKey,
        }),
    ],
    [
      "update basket line through own key",
      () =>
        c.request("POST", "/api/shop/basket/updateItem/", {
          basketKey: intruder.basketKey,
          itemKey: victim.basketItemKey,
          quantity: 3,
        }),
    ],
    [
      "delete basket line through own key",
      () =>
        c.request("DELETE", "/api/shop/basket/deleteItem/", {
          basketKey: intruder.basketKey,
          itemKey: victim.basketItemKey,
        }),
    ],
    [
      "get wishlist",
      () => c.request("GET", `/api/shop/wishlist/get/${victim.wishlistKey}/?locale=de-de`),
    ],
    [
      "add to wishlist",
      () =>
        c.request("POST", "/api/shop/wishlist/addItem/?locale=de-de", {
          wishlistKey: victim.wishlistKey,
          itemCreationId: second.id,
        }),
    ],
    [
      "delete wishlist line",
      () =>
        c.request("DELETE", "/api/shop/wishlist/deleteItem/", {
          wishlistKey: victim.wishlistKey,
          itemKey: victim.wishlistItemKey,
        }),
    ],
    [
      "delete wishlist line through own key",
      () =>
        c.request("DELETE", "/api/shop/wishlist/deleteItem/", {
          wishlistKey: intruder.wishlistKey,
          itemKey: victim.wishlistItemKey,
        }),
    ],
  ];
}

describe("ownership of basket and wishlist keys (IDOR)", () => {
  it.each(
    pairs.map(([intruder, victim]) => [intruder.name, victim.name, intruder, victim] as const),
  )("%s cannot read or change what belongs to %s", async (_, __, intruder, victim) => {
    for (const [what, attack] of attacks(intruder, victim)) {
      const response = await attack();
      expect(response.status, what).toBe(404);
      const text = await response.text();
      expect(text, what).not.toContain(victim.basketItemKey);
      expect(text, what).not.toContain(victim.wishlistItemKey);
    }
    const basket = (await (
      await victim.client.request("GET", `/api/shop/basket/get/${victim.basketKey}/?locale=de-de`)
    ).json()) as Basket;
    expect(basket.items.map((item) => [item.key, item.quantity])).toEqual([
      [victim.basketItemKey, 1],
    ]);
    const wishlist = (await (
      await victim.client.request(
        "GET",
        `/api/shop/wishlist/get/${victim.wishlistKey}/?locale=de-de`,
      )
    ).json()) as Wishlist;
    expect(wishlist.items.map((item) => item.key)).toEqual([victim.wishlistItemKey]);
  });

  it("gives a visitor without a session nothing of anyone's", async () => {
    const stranger = new CartClient(app, host);
    for (const victim of actors) {
      const response = await stranger.request(
        "GET",
        `/api/shop/basket/get/${victim.basketKey}/?locale=de-de`,
      );
      expect(response.status).toBe(404);
    }
  });

  it("answers each session its own user only", async () => {
    for (const someone of actors.slice(0, 3)) {
      const user = (await (
        await someone.client.request("GET", "/api/user/?locale=de-de")
      ).json()) as User;
      expect(someone.basketKey).toBe(basketKey(shopId, user.id ?? ""));
    }
  });
});
