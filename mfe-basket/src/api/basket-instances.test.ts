import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketKey, type ApiError, type Basket, type BasketChangeResponse } from "@shop/shared";
import { anonymousId, CartClient } from "./testing/cart-client.ts";
import { testBasketApi } from "./testing/test-basket-api.ts";

async function changed(response: Response): Promise<Basket> {
  expect(response.status).toBe(200);
  return ((await response.json()) as BasketChangeResponse).basket;
}

// Edge instances share one database and nothing else: what one instance changed must neither be
// overwritten by the other nor left out of its answers. This guards any per-instance shortcut, such
// as the remembered rows decision 0053 measured and left out.
describe("a basket changed by two instances over one database", () => {
  let fixture: Awaited<ReturnType<typeof testBasketApi>>;
  beforeAll(async () => {
    fixture = await testBasketApi("postgres");
  });
  afterAll(() => fixture.dispose());

  /** One browser, one session, whose calls reach either instance. */
  function shopper() {
    const clients = [new CartClient(fixture.app), new CartClient(fixture.anotherInstance())];
    const key = basketKey("home-de", anonymousId());
    let cookie: string | undefined;
    const via = (client: CartClient) => {
      const request = async (method: string, path: string, body: Record<string, unknown>) => {
        client.cookie = cookie;
        const response = await client.request(method, path, { basketKey: key, ...body });
        cookie = client.cookie;
        return response;
      };
      return {
        add: (variantId: string, quantity = 1) =>
          request("POST", "/api/shop/basket/addItem/", { variantId, quantity }),
        update: (itemKey: string, quantity: number, extra: Record<string, unknown> = {}) =>
          request("POST", "/api/shop/basket/updateItem/", { itemKey, quantity, ...extra }),
        remove: (itemKey: string) => request("DELETE", "/api/shop/basket/deleteItem/", { itemKey }),
      };
    };
    return { one: via(clients[0]!), other: via(clients[1]!) };
  }

  const quantities = (basket: Basket) =>
    Object.fromEntries(basket.items.map((item) => [item.variant.id, item.quantity]));

  it("answers an add with the lines the other instance added", async () => {
    const { vase, cushion, towel } = fixture.catalogue.variants;
    const visitor = shopper();
    await changed(await visitor.one.add(vase.id));
    await changed(await visitor.other.add(cushion.id, 2));
    const basket = await changed(await visitor.one.add(towel.id));
    expect(quantities(basket)).toEqual({ [vase.id]: 1, [cushion.id]: 2, [towel.id]: 1 });
  });

  it("refuses an update from a view older than the other instance's change, and applies one without a version to the line as it is", async () => {
    const { vase, cushion } = fixture.catalogue.variants;
    const visitor = shopper();
    const [line] = (await changed(await visitor.one.add(vase.id))).items;
    await changed(await visitor.other.add(cushion.id));
    const moved = await changed(await visitor.other.update(line!.key, 3));
    const version = line!.version;
    const stale = await visitor.one.update(line!.key, 2, { options: { version } });
    expect(stale.status).toBe(409);
    const refused = (await stale.json()) as ApiError & { basket: Basket };
    expect(refused.key).toBe("basket.stale");
    expect(quantities(refused.basket)).toEqual({ [vase.id]: 3, [cushion.id]: 1 });
    const applied = await changed(await visitor.one.update(line!.key, 4));
    expect(quantities(applied)).toEqual({ [vase.id]: 4, [cushion.id]: 1 });
    const current = moved.items.find((item) => item.key === line!.key)!.version;
    expect(applied.items.find((item) => item.key === line!.key)?.version).toBe(current + 1);
  });

  it("answers 404 for a line the other instance removed", async () => {
    const { vase, cushion } = fixture.catalogue.variants;
    const visitor = shopper();
    await changed(await visitor.one.add(cushion.id));
    const line = (await changed(await visitor.one.add(vase.id))).items.find(
      (item) => item.variant.id === vase.id,
    );
    expect((await visitor.other.remove(line!.key)).status).toBe(200);
    const missing = await visitor.one.update(line!.key, 2);
    expect(missing.status).toBe(404);
    const refused = (await missing.json()) as ApiError & { basket: Basket };
    expect(refused.key).toBe("basket.itemNotFound");
    expect(quantities(refused.basket)).toEqual({ [cushion.id]: 1 });
  });
});
