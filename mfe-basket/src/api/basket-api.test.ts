import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  basketKey,
  maxLineQuantity,
  shopContext,
  type ApiError,
  type Basket,
  type BasketChangeResponse,
} from "@shop/shared";
import { anonymousId, CartClient } from "./testing/cart-client.ts";
import { testBasketApi } from "./testing/test-basket-api.ts";

async function changed(response: Response): Promise<Basket> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as BasketChangeResponse;
  expect(body.type).toBe("success");
  return body.basket;
}

describe.each(["pglite", "postgres"] as const)("the basket calls on %s", (kind) => {
  let fixture: Awaited<ReturnType<typeof testBasketApi>>;
  beforeAll(async () => {
    fixture = await testBasketApi(kind);
  });
  afterAll(() => fixture.dispose());

  const variants = () => fixture.catalogue.variants;
  /** Buyable variants with enough stock for quantity tests, none personalised. */
  const first = () => variants().vase;
  const second = () => variants().cushion;
  const third = () => variants().towel;

  /** A new visitor with their own anonymous id and, after the first call, their own session. */
  function visitor(host = "localhost", shopId = "home-de") {
    const client = new CartClient(fixture.app, host);
    const key = basketKey(shopId, anonymousId());
    return {
      client,
      key,
      add: (variantId: string, quantity = 1, extra: Record<string, unknown> = {}) =>
        client.request("POST", "/api/shop/basket/addItem/", {
          basketKey: key,
          variantId,
          quantity,
          ...extra,
        }),
      update: (itemKey: string, quantity: number, extra: Record<string, unknown> = {}) =>
        client.request("POST", "/api/shop/basket/updateItem/", {
          basketKey: key,
          itemKey,
          quantity,
          ...extra,
        }),
      remove: (itemKey: string) =>
        client.request("DELETE", "/api/shop/basket/deleteItem/", { basketKey: key, itemKey }),
      get: async () => {
        const response = await client.request("GET", `/api/shop/basket/get/${key}/?locale=de-de`);
        expect(response.status).toBe(200);
        return (await response.json()) as Basket;
      },
    };
  }

  it("asks the catalogue once per change and answers the written line without reading again (decision 0053)", async () => {
    const shopper = visitor();
    await changed(await shopper.add(first().id));
    const { calls } = fixture.catalogue;
    const before = calls.length;
    const added = await changed(await shopper.add(second().id, 2));
    expect(calls.slice(before)).toEqual([[second().id, first().id]]);
    const line = added.items.find((item) => item.variant.id === second().id);
    expect(line?.quantity).toBe(2);
    const again = calls.length;
    const updated = await changed(await shopper.update(line?.key ?? "", 3));
    expect(calls.slice(again)).toHaveLength(1);
    const changedLine = updated.items.find((item) => item.key === line?.key);
    expect(changedLine?.quantity).toBe(3);
    expect(changedLine?.version).toBe((line?.version ?? 0) + 1);
    expect(updated.items.map((item) => item.key)).toEqual(added.items.map((item) => item.key));
    expect(await shopper.get()).toEqual(updated);
  });

  describe("POST /api/shop/basket/addItem/", () => {
    it("adds a line with the spec's fields and starts an anonymous session", async () => {
      const shopper = visitor();
      const response = await shopper.add(first().id, 2);
      expect(shopper.client.cookie).toMatch(/^sid=/);
      const basket = await changed(response);
      expect(basket.key).toBe(shopper.key);
      expect(basket.itemCount).toBe(2);
      const [item] = basket.items;
      expect(item).toMatchObject({
        quantity: 2,
        variant: {
          id: first().id,
          referenceKey: first().referenceKey,
          price: { currencyCode: "EUR" },
        },
        product: { id: first().productId, name: first().productName },
        itemGroup: { id: "", isMainItem: true, isRequired: false },
        customData: { pricePromotionKey: expect.any(String) as string },
      });
      expect(item?.availableQuantity).toBe(Math.min(first().stock, maxLineQuantity));
      expect(item?.price.total).toBe((item?.price.unit ?? 0) * 2);
      expect(basket.cost.currencyCode).toBe("EUR");
      expect(basket.cost.withTax).toBe(item?.price.total);
      expect(basket.cost.withoutTax).toBe(Math.round(basket.cost.withTax / 1.19));
      expect(basket.paybackPoints).not.toBeNull();
    });

    it("never duplicates a line: two adds at once make one line of two", async () => {
      const shopper = visitor();
      await changed(await shopper.add(first().id));
      const [a, b] = await Promise.all([shopper.add(second().id), shopper.add(second().id)]);
      expect([a?.status, b?.status]).toEqual([200, 200]);
      const basket = await shopper.get();
      expect(basket.items.filter((item) => item.variant.id === second().id)).toHaveLength(1);
      expect(basket.items.find((item) => item.variant.id === second().id)?.quantity).toBe(2);
    });

    it.each([
      ["zero", 0],
      ["negative", -1],
      ["fractional", 1.5],
      ["huge", 1e9],
      ["a string", "2"],
      ["missing", undefined],
    ])("refuses a %s quantity with 400 and changes nothing", async (_, quantity) => {
      const shopper = visitor();
      await changed(await shopper.add(first().id));
      const response = await shopper.client.request("POST", "/api/shop/basket/addItem/", {
        basketKey: shopper.key,
        variantId: first().id,
        quantity,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ApiError).error).toMatch(/quantity/);
      expect((await shopper.get()).items.map((item) => item.quantity)).toEqual([1]);
    });

    it("refuses more than the stock with 409 and the unchanged basket", async () => {
      const shopper = visitor();
      const available = Math.min(first().stock, maxLineQuantity);
      await changed(await shopper.add(first().id, available));
      const response = await shopper.add(first().id, 1);
      expect(response.status).toBe(409);
      const body = (await response.json()) as ApiError & { basket: Basket };
      expect(body.key).toBe("basket.notEnoughStock");
      expect(body.basket.items[0]?.quantity).toBe(available);
    });

    it("compares quantities as numbers: 5 of a stock of 12 fit", async () => {
      const shopper = visitor();
      const basket = await changed(await shopper.add(second().id, 5));
      expect(basket.items[0]?.quantity).toBe(5);
    });

    it("answers 404 for an unknown variant and 400 for a malformed key", async () => {
      const shopper = visitor();
      expect((await shopper.add("no-such-variant")).status).toBe(404);
      const response = await shopper.client.request("POST", "/api/shop/basket/addItem/", {
        basketKey: "basket_home-de_<script>",
        variantId: first().id,
        quantity: 1,
      });
      expect(response.status).toBe(400);
    });

    it("refuses a variant that cannot be bought (sold out) with 409", async () => {
      const shopper = visitor();
      const response = await shopper.add(variants().lantern.id);
      expect(response.status).toBe(409);
      expect(((await response.json()) as ApiError).key).toBe("basket.addToCartFailed");
    });

    it("gives each customised line a new 8-digit group id; 'ohne' means a plain line", async () => {
      const shopper = visitor();
      const custom = (text1: string) => ({ customData: { customText: { text1 } } });
      await changed(await shopper.add(first().id, 1, custom("Mia")));
      await changed(await shopper.add(first().id, 1, custom("Ben")));
      const basket = await changed(await shopper.add(first().id, 1, custom("ohne")));
      const groups = basket.items.map((item) => item.itemGroup.id);
      expect(groups.filter((id) => /^\d{8}$/.test(id))).toHaveLength(2);
      expect(new Set(groups).size).toBe(3);
      expect(
        basket.items.find((item) => item.itemGroup.id === "")?.customData.customText,
      ).toBeUndefined();
    });
  });

  describe("POST /api/shop/basket/updateItem/", () => {
    it("changes the quantity and recomputes the price promotion key", async () => {
      const shopper = visitor();
      const [item] = (await changed(await shopper.add(first().id))).items;
      const basket = await changed(await shopper.update(item!.key, 3));
      expect(basket.items[0]?.quantity).toBe(3);
      const [line] = await fixture.catalogue.lines(shopContext("home", "de", "de"), [first().id]);
      const scale = line!.variant.priceScale;
      const expected =
        scale.scaleAmount1 !== undefined && scale.scaleAmount1 <= 3
          ? scale.scalePromotionKey1
          : "default";
      expect(basket.items[0]?.customData.pricePromotionKey).toBe(expected ?? "default");
    });

    it("does nothing for quantity 0 with an unchanged text", async () => {
      const shopper = visitor();
      const [item] = (await changed(await shopper.add(first().id, 2))).items;
      const basket = await changed(await shopper.update(item!.key, 0));
      expect(basket.items[0]).toMatchObject({ quantity: 2, version: item!.version });
    });

    it("refuses a change made from an outdated view with 409, so two tabs lose no update", async () => {
      const shopper = visitor();
      const [item] = (await changed(await shopper.add(first().id))).items;
      const version = item!.version;
      const [a, b] = await Promise.all([
        shopper.update(item!.key, 2, { options: { version } }),
        shopper.update(item!.key, 3, { options: { version } }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const stale = (await (a.status === 409 ? a : b).json()) as ApiError & { basket: Basket };
      expect(stale.key).toBe("basket.stale");
      const winner = a.status === 200 ? 2 : 3;
      expect((await shopper.get()).items[0]?.quantity).toBe(winner);
    });

    it("refuses invalid quantities with 400 and more than available with 409", async () => {
      const shopper = visitor();
      const [item] = (await changed(await shopper.add(first().id))).items;
      for (const quantity of [-1, 2.5, "3", maxLineQuantity + 1]) {
        expect((await shopper.update(item!.key, quantity as number)).status).toBe(400);
      }
      if (item!.availableQuantity < maxLineQuantity) {
        expect((await shopper.update(item!.key, item!.availableQuantity + 1)).status).toBe(409);
      }
      expect((await shopper.get()).items[0]?.quantity).toBe(1);
    });

    it("answers 404 for a line of another basket", async () => {
      const owner = visitor();
      const [item] = (await changed(await owner.add(first().id))).items;
      const other = visitor();
      await changed(await other.add(second().id));
      expect((await other.update(item!.key, 2)).status).toBe(404);
      expect((await owner.get()).items[0]?.quantity).toBe(1);
    });
  });

  describe("DELETE /api/shop/basket/deleteItem/", () => {
    it("removes the line and answers the basket; a second delete is 404", async () => {
      const shopper = visitor();
      const basket = await changed(await shopper.add(first().id));
      await changed(await shopper.add(third().id));
      const response = await shopper.remove(basket.items[0]!.key);
      expect(response.status).toBe(200);
      const after = (await response.json()) as Basket;
      expect(after.items.map((item) => item.variant.id)).toEqual([third().id]);
      expect((await shopper.remove(basket.items[0]!.key)).status).toBe(404);
    });
  });

  describe("GET /api/shop/basket/get/{basketKey}/", () => {
    it("answers an empty basket with the shipping fallback's progress", async () => {
      const basket = await visitor().get();
      expect(basket).toMatchObject({ items: [], itemCount: 0, paybackPoints: 0 });
      expect(basket.cost).toMatchObject({ withTax: 0, total: 0, currencyCode: "EUR" });
    });

    it("charges standard shipping and shows the way to free shipping", async () => {
      const shopper = visitor();
      const basket = await changed(await shopper.add(first().id));
      const { shipping } = basket.cost;
      if (basket.cost.withTax < 5900) {
        expect(shipping).toMatchObject({ cost: 499, remaining: 5900 - basket.cost.withTax });
        expect(basket.cost.total).toBe(basket.cost.withTax + 499);
      } else {
        expect(shipping.cost).toBe(0);
      }
    });

    it("charges freight for a bulky line and nothing when every line ships free", async () => {
      const bulky = visitor();
      await changed(await bulky.add(first().id));
      const withShelf = await changed(await bulky.add(variants().shelf.id));
      expect(withShelf.cost.shipping).toMatchObject({ cost: 1499, next: null });
      const free = visitor();
      const candles = await changed(await free.add(variants().candle.id, 2));
      expect(candles.cost.shipping.cost).toBe(0);
      expect(candles.cost.total).toBe(candles.cost.withTax);
    });

    it("has no payback points where the shop has no payback", async () => {
      const shopper = visitor("at.localhost", "home-at");
      const response = await shopper.client.request(
        "GET",
        `/api/shop/basket/get/${shopper.key}/?locale=de-at`,
      );
      expect(((await response.json()) as Basket).paybackPoints).toBeNull();
    });

    it("cleans up lines that can no longer be bought", async () => {
      const shopper = visitor();
      await changed(await shopper.add(first().id));
      await changed(await shopper.add(second().id));
      fixture.catalogue.change(second().id, { bvc: 4 });
      try {
        const basket = await shopper.get();
        expect(basket.items.map((item) => item.variant.id)).toEqual([first().id]);
      } finally {
        fixture.catalogue.change(second().id, { bvc: second().bvc });
      }
      // Gone for good: buyable again, the variant does not come back.
      expect((await shopper.get()).items.map((item) => item.variant.id)).toEqual([first().id]);
    });

    it("cleans up lines whose variant the catalogue no longer knows", async () => {
      const shopper = visitor();
      await changed(await shopper.add(first().id));
      await changed(await shopper.add(variants().nameSign.id));
      fixture.catalogue.remove(variants().nameSign.id);
      expect((await shopper.get()).items.map((item) => item.variant.id)).toEqual([first().id]);
    });

    it("asks the catalogue once per read, for the basket's variants only", async () => {
      const shopper = visitor();
      await changed(await shopper.add(first().id));
      await changed(await shopper.add(third().id));
      const before = fixture.catalogue.calls.length;
      await shopper.get();
      expect(fixture.catalogue.calls.slice(before)).toEqual([[first().id, third().id]]);
    });

    it("answers 404 with no data for a key of another shop", async () => {
      const shopper = visitor();
      await changed(await shopper.add(first().id));
      const foreign = shopper.key.replace("home-de", "home-at");
      const response = await shopper.client.request(
        "GET",
        `/api/shop/basket/get/${foreign}/?locale=de-de`,
      );
      expect(response.status).toBe(404);
    });
  });
});
