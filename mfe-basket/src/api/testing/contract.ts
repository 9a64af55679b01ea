// The basket slice's HTTP contract (core spec point 7), run over real HTTP against any server
// that answers the basket's paths: the slice's own API in-process, or the basket running as its
// own process behind the edge (issue 14, point 5). The cases follow the basket's API tests.
import { describe, expect, it } from "vitest";
import {
  basketKey,
  wishlistKey,
  type ApiError,
  type Basket,
  type BasketChangeResponse,
  type CurrentBasketResponse,
  type CurrentWishlistResponse,
  type Wishlist,
  type WishlistChangeResponse,
} from "@shop/shared";
import { HttpVisitor, randomAnonymousId } from "./http-visitor.ts";

/** What the contract runs against. */
export interface BasketContractTarget {
  /** Where requests go: the edge's URL, or a server with the basket's routes. */
  readonly baseUrl: string;
  /** The host of the home brand's German shop (`home-de`, no wishlist), e.g. `localhost`. */
  readonly host: string;
  /** The host of the baby brand's German shop (`baby-de`, with a wishlist), e.g. `de.baby.localhost`. */
  readonly babyHost: string;
  /** Headers every request carries (none through the edge). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly variants: {
    /** Two buyable variants of the home brand, priced in Germany, each with at least 3 in stock. */
    readonly home: readonly [string, string];
    /** A buyable variant of the baby brand, priced in Germany. */
    readonly baby: string;
  };
}

const locale = "de-de";

async function changed(response: Response): Promise<Basket> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as BasketChangeResponse;
  expect(body.type).toBe("success");
  return body.basket;
}

/**
 * Runs the basket's HTTP contract against the target `setup` answers (called once, before the
 * cases): anonymous add with a new session, update, a stale version refused, delete, the
 * session's `current/` basket, ownership (another visitor gets 404), malformed keys (400), and
 * the wishlist where the shop has one.
 */
export function basketContract(
  describeName: string,
  setup: () => Promise<BasketContractTarget>,
): void {
  describe(`basket contract: ${describeName}`, () => {
    let target: BasketContractTarget | undefined;
    const ready = async (): Promise<BasketContractTarget> => (target ??= await setup());

    async function visitor(brand: "home" | "baby" = "home") {
      const { baseUrl, host, babyHost, headers } = await ready();
      const client = new HttpVisitor(baseUrl, brand === "home" ? host : babyHost, headers);
      const shopId = brand === "home" ? "home-de" : "baby-de";
      const anonymous = randomAnonymousId();
      const key = basketKey(shopId, anonymous);
      return {
        client,
        key,
        wishlistKey: wishlistKey(shopId, anonymous),
        add: (variantId: string, quantity = 1) =>
          client.request("POST", "/api/shop/basket/addItem/", {
            basketKey: key,
            variantId,
            quantity,
          }),
        update: (itemKey: string, quantity: number, version?: number) =>
          client.request("POST", "/api/shop/basket/updateItem/", {
            basketKey: key,
            itemKey,
            quantity,
            ...(version === undefined ? {} : { options: { version } }),
          }),
        remove: (itemKey: string) =>
          client.request("DELETE", "/api/shop/basket/deleteItem/", { basketKey: key, itemKey }),
        get: (basket = key) =>
          client.request("GET", `/api/shop/basket/get/${basket}/?locale=${locale}`),
      };
    }

    it("adds a line for an anonymous visitor, with the spec's fields and a new session", async () => {
      const [first] = (await ready()).variants.home;
      const shopper = await visitor();
      const basket = await changed(await shopper.add(first, 2));
      expect(shopper.client.cookie).toMatch(/^(__Host-)?sid=[A-Za-z0-9_-]+$/);
      const session = shopper.client.lastSetCookies.find((line) => /^(__Host-)?sid=/.test(line));
      expect(session).toMatch(/; HttpOnly/);
      expect(session).toMatch(/; SameSite=Lax/);
      expect(basket.key).toBe(shopper.key);
      expect(basket.itemCount).toBe(2);
      expect(basket.items[0]).toMatchObject({
        quantity: 2,
        variant: { id: first, price: { currencyCode: "EUR" } },
        itemGroup: { id: "", isMainItem: true, isRequired: false },
        customData: { pricePromotionKey: expect.any(String) as string },
      });
      expect(basket.items[0]?.price.total).toBe((basket.items[0]?.price.unit ?? 0) * 2);
      expect(basket.cost.currencyCode).toBe("EUR");
      expect(basket.cost.withTax).toBe(basket.items[0]?.price.total);
    });

    it("updates a line, and refuses a change from an outdated view with 409", async () => {
      const [first] = (await ready()).variants.home;
      const shopper = await visitor();
      const [item] = (await changed(await shopper.add(first))).items;
      const updated = await changed(await shopper.update(item!.key, 3, item!.version));
      expect(updated.items[0]?.quantity).toBe(3);
      expect(updated.items[0]?.version).not.toBe(item!.version);
      const stale = await shopper.update(item!.key, 2, item!.version);
      expect(stale.status).toBe(409);
      const body = (await stale.json()) as ApiError & { basket: Basket };
      expect(body.key).toBe("basket.stale");
      expect(body.basket.items[0]?.quantity).toBe(3);
    });

    it("deletes a line and answers the basket; a second delete is 404", async () => {
      const [first, second] = (await ready()).variants.home;
      const shopper = await visitor();
      const [item] = (await changed(await shopper.add(first))).items;
      await changed(await shopper.add(second));
      const response = await shopper.remove(item!.key);
      expect(response.status).toBe(200);
      expect(((await response.json()) as Basket).items.map((line) => line.variant.id)).toEqual([
        second,
      ]);
      expect((await shopper.remove(item!.key)).status).toBe(404);
    });

    it("answers the session's own basket under current/", async () => {
      const [first] = (await ready()).variants.home;
      const shopper = await visitor();
      const none = await shopper.client.request(
        "GET",
        `/api/shop/basket/current/?locale=${locale}`,
      );
      expect(((await none.json()) as CurrentBasketResponse).basketKey).toBeNull();
      await changed(await shopper.add(first));
      const response = await shopper.client.request(
        "GET",
        `/api/shop/basket/current/?locale=${locale}`,
      );
      expect(response.status).toBe(200);
      const current = (await response.json()) as CurrentBasketResponse;
      expect(current.basketKey).toBe(shopper.key);
      expect(current.basket?.items.map((line) => line.variant.id)).toEqual([first]);
    });

    it("answers 404 with no data to another visitor using the same key", async () => {
      const [first, second] = (await ready()).variants.home;
      const owner = await visitor();
      const [item] = (await changed(await owner.add(first))).items;
      const other = await visitor();
      await changed(await other.add(second));
      const foreign = await other.get(owner.key);
      expect(foreign.status).toBe(404);
      expect(JSON.stringify(await foreign.json())).not.toContain(first);
      const stolen = await other.client.request("POST", "/api/shop/basket/addItem/", {
        basketKey: owner.key,
        variantId: second,
        quantity: 1,
      });
      expect(stolen.status).toBe(404);
      expect((await other.update(item!.key, 2)).status).toBe(404);
      const mine = (await (await owner.get()).json()) as Basket;
      expect(mine.items.map((line) => [line.variant.id, line.quantity])).toEqual([[first, 1]]);
    });

    it("refuses a malformed key with 400", async () => {
      const [first] = (await ready()).variants.home;
      const shopper = await visitor();
      const response = await shopper.client.request("POST", "/api/shop/basket/addItem/", {
        basketKey: "basket_home-de_<script>",
        variantId: first,
        quantity: 1,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiError).error).toEqual(expect.any(String));
    });

    it("adds to and deletes from the wishlist where the shop has one, and only there", async () => {
      const { baby } = (await ready()).variants;
      const shopper = await visitor("baby");
      const added = await shopper.client.request(
        "POST",
        `/api/shop/wishlist/addItem/?locale=${locale}`,
        { wishlistKey: shopper.wishlistKey, itemCreationId: baby },
      );
      expect(added.status).toBe(200);
      const body = (await added.json()) as WishlistChangeResponse;
      expect(body.type).toBe("success");
      expect(body.wishlist.items.map((item) => item.variant.id)).toEqual([baby]);
      const current = (await (
        await shopper.client.request("GET", `/api/shop/wishlist/current/?locale=${locale}`)
      ).json()) as CurrentWishlistResponse;
      expect(current.wishlistKey).toBe(shopper.wishlistKey);
      const removed = await shopper.client.request("DELETE", "/api/shop/wishlist/deleteItem/", {
        wishlistKey: shopper.wishlistKey,
        itemKey: body.wishlist.items[0]!.key,
      });
      expect(removed.status).toBe(200);
      expect(((await removed.json()) as Wishlist).items).toEqual([]);
      const home = await visitor("home");
      const none = await home.client.request(
        "GET",
        `/api/shop/wishlist/get/${home.wishlistKey}/?locale=${locale}`,
      );
      expect(none.status).toBe(404);
    });
  });
}
