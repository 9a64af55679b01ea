// Ownership of basket and wishlist keys (issue 5, decision 0016): two customers, a guest and an
// anonymous visitor each try every basket, wishlist and line key of the others. Every such call
// answers 404 with no data and changes nothing; so does a key of another shop, and a malformed key
// is 400.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  basketKey,
  wishlistKey,
  type Basket,
  type BasketChangeResponse,
  type Wishlist,
  type WishlistChangeResponse,
} from "@shop/shared";
import { accountId, anonymousId, CartClient } from "./testing/cart-client.ts";
import { okJson, testBasketApiWithAccountCalls } from "./testing/account-calls.ts";

const host = "de.baby.localhost";
const shopId = "baby-de";

interface Actor {
  readonly name: string;
  readonly client: CartClient;
  readonly basketKey: string;
  readonly wishlistKey: string;
  readonly basketItemKey: string;
  readonly wishlistItemKey: string;
}

/** Who takes part; a guest signs in to an account id of their own, like a customer. */
const cast = [
  { name: "customer A", mode: "customer" },
  { name: "customer B", mode: "customer" },
  { name: "guest", mode: "guest" },
  { name: "anonymous visitor", mode: "anonymous" },
] as const;

/** Every ordered pair of two different actors, as [intruder, victim] indexes into the cast. */
const pairs = cast.flatMap((intruder, i) =>
  cast.flatMap((victim, v) => (i === v ? [] : [[intruder.name, victim.name, i, v] as const])),
);

/** Every basket and wishlist call a visitor can make, with the given keys. */
function calls(
  client: CartClient,
  keys: {
    readonly basketKey: string;
    readonly wishlistKey: string;
    readonly basketItemKey: string;
    readonly wishlistItemKey: string;
  },
  variantId: string,
): [string, () => Promise<Response>][] {
  return [
    [
      "get basket",
      () =>
        client.request(
          "GET",
          `/api/shop/basket/get/${encodeURIComponent(keys.basketKey)}/?locale=de-de`,
        ),
    ],
    [
      "add to basket",
      () =>
        client.request("POST", "/api/shop/basket/addItem/", {
          basketKey: keys.basketKey,
          variantId,
          quantity: 1,
        }),
    ],
    [
      "update basket line",
      () =>
        client.request("POST", "/api/shop/basket/updateItem/", {
          basketKey: keys.basketKey,
          itemKey: keys.basketItemKey,
          quantity: 3,
        }),
    ],
    [
      "delete basket line",
      () =>
        client.request("DELETE", "/api/shop/basket/deleteItem/", {
          basketKey: keys.basketKey,
          itemKey: keys.basketItemKey,
        }),
    ],
    [
      "get wishlist",
      () =>
        client.request(
          "GET",
          `/api/shop/wishlist/get/${encodeURIComponent(keys.wishlistKey)}/?locale=de-de`,
        ),
    ],
    [
      "add to wishlist",
      () =>
        client.request("POST", "/api/shop/wishlist/addItem/?locale=de-de", {
          wishlistKey: keys.wishlistKey,
          itemCreationId: variantId,
        }),
    ],
    [
      "delete wishlist line",
      () =>
        client.request("DELETE", "/api/shop/wishlist/deleteItem/", {
          wishlistKey: keys.wishlistKey,
          itemKey: keys.wishlistItemKey,
        }),
    ],
  ];
}

describe.each(["pglite", "postgres"] as const)(
  "ownership of basket and wishlist keys (IDOR) on %s",
  (kind) => {
    let fixture: Awaited<ReturnType<typeof testBasketApiWithAccountCalls>>;
    let actors: Actor[];
    const first = () => fixture.catalogue.variants.romper68;
    const second = () => fixture.catalogue.variants.musicBox;

    async function actor(name: string, mode: (typeof cast)[number]["mode"]): Promise<Actor> {
      const client = new CartClient(fixture.app, host);
      const userId = mode === "anonymous" ? anonymousId() : accountId();
      if (mode !== "anonymous") {
        await okJson(client.request("POST", "/test/account/sign-in/", { userId }));
      }
      const bKey = basketKey(shopId, userId);
      const wKey = wishlistKey(shopId, userId);
      const basket = await okJson<BasketChangeResponse>(
        client.request("POST", "/api/shop/basket/addItem/", {
          basketKey: bKey,
          variantId: first().id,
          quantity: 1,
        }),
      );
      const wishlist = await okJson<WishlistChangeResponse>(
        client.request("POST", "/api/shop/wishlist/addItem/?locale=de-de", {
          wishlistKey: wKey,
          itemCreationId: first().id,
        }),
      );
      return {
        name,
        client,
        basketKey: bKey,
        wishlistKey: wKey,
        basketItemKey: basket.basket.items[0]!.key,
        wishlistItemKey: wishlist.wishlist.items[0]!.key,
      };
    }

    /** An actor's basket and wishlist are still exactly their one line each, quantity 1. */
    async function untouched(someone: Actor): Promise<void> {
      const basket = await okJson<Basket>(
        someone.client.request("GET", `/api/shop/basket/get/${someone.basketKey}/?locale=de-de`),
      );
      expect(basket.items.map((item) => [item.key, item.quantity])).toEqual([
        [someone.basketItemKey, 1],
      ]);
      const wishlist = await okJson<Wishlist>(
        someone.client.request(
          "GET",
          `/api/shop/wishlist/get/${someone.wishlistKey}/?locale=de-de`,
        ),
      );
      expect(wishlist.items.map((item) => item.key)).toEqual([someone.wishlistItemKey]);
    }

    beforeAll(async () => {
      fixture = await testBasketApiWithAccountCalls(kind);
      actors = [];
      for (const { name, mode } of cast) actors.push(await actor(name, mode));
    });
    afterAll(() => fixture.dispose());

    /** Every call an intruder could make with a victim's keys, and with their own. */
    function attacks(intruder: Actor, victim: Actor): [string, () => Promise<Response>][] {
      const c = intruder.client;
      return [
        ...calls(c, victim, second().id),
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
          "delete wishlist line through own key",
          () =>
            c.request("DELETE", "/api/shop/wishlist/deleteItem/", {
              wishlistKey: intruder.wishlistKey,
              itemKey: victim.wishlistItemKey,
            }),
        ],
      ];
    }

    it.each(pairs)(
      "%s cannot read or change what belongs to %s",
      async (_, __, intruderIndex, victimIndex) => {
        const intruder = actors[intruderIndex]!;
        const victim = actors[victimIndex]!;
        for (const [what, attack] of attacks(intruder, victim)) {
          const response = await attack();
          expect(response.status, what).toBe(404);
          const text = await response.text();
          expect(text, what).not.toContain(victim.basketItemKey);
          expect(text, what).not.toContain(victim.wishlistItemKey);
        }
        await untouched(victim);
      },
    );

    it("gives a visitor without a session nothing of anyone's", async () => {
      const stranger = new CartClient(fixture.app, host);
      for (const victim of actors) {
        const response = await stranger.request(
          "GET",
          `/api/shop/basket/get/${victim.basketKey}/?locale=de-de`,
        );
        expect(response.status).toBe(404);
        const wishlist = await stranger.request(
          "GET",
          `/api/shop/wishlist/get/${victim.wishlistKey}/?locale=de-de`,
        );
        expect(wishlist.status).toBe(404);
      }
    });

    it("answers each session its own user only", async () => {
      for (const someone of actors.slice(0, 3)) {
        const user = await okJson<{ id: string | null }>(
          someone.client.request("GET", "/test/account/"),
        );
        expect(someone.basketKey).toBe(basketKey(shopId, user.id ?? ""));
      }
      // The basket's own view of the session agrees, the anonymous visitor's included.
      for (const someone of actors) {
        const current = await okJson<{ basketKey: string | null }>(
          someone.client.request("GET", "/api/shop/basket/current/?locale=de-de"),
        );
        expect(current.basketKey, someone.name).toBe(someone.basketKey);
      }
    });

    it("answers an actor's own id under another shop's key 404, and a malformed key 400", async () => {
      for (const someone of actors) {
        const userId = someone.basketKey.slice(`basket_${shopId}_`.length);
        for (const otherShop of ["baby-at", "home-de"]) {
          const keys = {
            ...someone,
            basketKey: basketKey(otherShop, userId),
            wishlistKey: wishlistKey(otherShop, userId),
          };
          for (const [what, call] of calls(someone.client, keys, second().id)) {
            const response = await call();
            expect(response.status, `${someone.name}, ${otherShop}: ${what}`).toBe(404);
            const text = await response.text();
            expect(text, what).not.toContain(someone.basketItemKey);
            expect(text, what).not.toContain(someone.wishlistItemKey);
          }
        }
        const malformed = [
          { basketKey: `basket_${shopId}_<script>`, wishlistKey: `wishlist_${shopId}_<script>` },
          {
            basketKey: `basket_${shopId}_${userId}Z`,
            wishlistKey: `wishlist_${shopId}_${userId}Z`,
          },
          // Each kind of key where the other is asked for.
          { basketKey: someone.wishlistKey, wishlistKey: someone.basketKey },
        ];
        for (const bad of malformed) {
          for (const [what, call] of calls(someone.client, { ...someone, ...bad }, second().id)) {
            const response = await call();
            expect(response.status, `${someone.name}, ${bad.basketKey}: ${what}`).toBe(400);
            const text = await response.text();
            expect(text, what).not.toContain(someone.basketItemKey);
            expect(text, what).not.toContain(someone.wishlistItemKey);
          }
        }
        await untouched(someone);
      }
    });
  },
);
