import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wishlistKey, type Wishlist, type WishlistChangeResponse } from "@shop/shared";
import { anonymousId, CartClient } from "./testing/cart-client.ts";
import { testBasketApi } from "./testing/test-basket-api.ts";

const babyHost = "de.baby.localhost";

async function added(response: Response): Promise<Wishlist> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as WishlistChangeResponse;
  expect(body.type).toBe("success");
  return body.wishlist;
}

describe.each(["pglite", "postgres"] as const)("the wishlist calls on %s", (kind) => {
  let fixture: Awaited<ReturnType<typeof testBasketApi>>;
  beforeAll(async () => {
    fixture = await testBasketApi(kind);
  });
  afterAll(() => fixture.dispose());
  /** Buyable baby variants with enough stock: the romper's second size and the music box. */
  const first = () => fixture.catalogue.variants.romper68;
  const second = () => fixture.catalogue.variants.musicBox;

  function visitor(host = babyHost, shopId = "baby-de") {
    const client = new CartClient(fixture.app, host);
    const key = wishlistKey(shopId, anonymousId());
    return {
      client,
      key,
      add: (itemCreationId: string) =>
        client.request("POST", "/api/shop/wishlist/addItem/?locale=de-de", {
          wishlistKey: key,
          itemCreationId,
        }),
      remove: (itemKey: string) =>
        client.request("DELETE", "/api/shop/wishlist/deleteItem/", { wishlistKey: key, itemKey }),
      get: () => client.request("GET", `/api/shop/wishlist/get/${key}/?locale=de-de`),
    };
  }

  describe("the wishlist calls", () => {
    it("adds a variant by its id and a product by its id, each once", async () => {
      const shopper = visitor();
      await added(await shopper.add(first().id));
      await added(await shopper.add(first().id));
      const wishlist = await added(await shopper.add(second().productId));
      expect(wishlist.key).toBe(shopper.key);
      expect(wishlist.items.map((item) => item.product.id).sort()).toEqual(
        [first().productId, second().productId].sort(),
      );
      const byVariant = wishlist.items.find((item) => item.product.id === first().productId);
      expect(byVariant?.variant.id).toBe(first().id);
      expect(byVariant?.product.name).toBe(first().productName);
    });

    it("keeps a product by its first variant that is not sold out", async () => {
      const shopper = visitor();
      const wishlist = await added(
        await shopper.add(fixture.catalogue.variants.romper62.productId),
      );
      expect(wishlist.items.map((item) => item.variant.id)).toEqual([first().id]);
    });

    it("removes an item and answers 404 for an unknown one", async () => {
      const shopper = visitor();
      const wishlist = await added(await shopper.add(first().id));
      const response = await shopper.remove(wishlist.items[0]!.key);
      expect(response.status).toBe(200);
      expect(((await response.json()) as Wishlist).items).toEqual([]);
      expect((await shopper.remove(wishlist.items[0]!.key)).status).toBe(404);
    });

    it("refuses unknown products with 404 and bad bodies with 400", async () => {
      const shopper = visitor();
      expect((await shopper.add("no-such-product")).status).toBe(404);
      const response = await shopper.client.request(
        "POST",
        "/api/shop/wishlist/addItem/?locale=de-de",
        {
          wishlistKey: shopper.key,
        },
      );
      expect(response.status).toBe(400);
      expect(((await (await shopper.get()).json()) as Wishlist).items).toEqual([]);
    });

    it("exists only where the shop offers a wishlist", async () => {
      const shopper = visitor("localhost", "home-de");
      expect((await shopper.get()).status).toBe(404);
      expect((await shopper.add(first().id)).status).toBe(404);
      const current = await shopper.client.request("GET", "/api/shop/wishlist/current/");
      expect(current.status).toBe(404);
    });

    it("names the session's wishlist under current/ once it was used", async () => {
      const shopper = visitor();
      await added(await shopper.add(first().id));
      const response = await shopper.client.request(
        "GET",
        "/api/shop/wishlist/current/?locale=de-de",
      );
      const current = (await response.json()) as { wishlistKey: string; wishlist: Wishlist };
      expect(current.wishlistKey).toBe(shopper.key);
      expect(current.wishlist.items).toHaveLength(1);
    });
  });
});
