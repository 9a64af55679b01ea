import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { basketKey, newCommandId, type Basket } from "@shop/shared";
import { queryRows } from "@shop/shared/platform";
import { anonymousId, CartClient } from "./testing/cart-client.ts";
import { testBasketApi } from "./testing/test-basket-api.ts";

describe.each(["pglite", "postgres"] as const)("addItem with an Idempotency-Key on %s", (kind) => {
  let fixture: Awaited<ReturnType<typeof testBasketApi>>;
  beforeAll(async () => {
    fixture = await testBasketApi(kind);
  });
  afterAll(() => fixture.dispose());

  const vase = () => fixture.catalogue.variants.vase;
  const cushion = () => fixture.catalogue.variants.cushion;

  function visitor() {
    const client = new CartClient(fixture.app);
    const key = basketKey("home-de", anonymousId());
    const add = (variantId: string, idempotencyKey?: string, quantity = 1) =>
      client.request(
        "POST",
        "/api/shop/basket/addItem/?locale=de-de",
        { basketKey: key, variantId, quantity },
        idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey },
      );
    const lines = async () => {
      const response = await client.request("GET", `/api/shop/basket/get/${key}/?locale=de-de`);
      expect(response.status).toBe(200);
      const basket = (await response.json()) as Basket;
      return basket.items.map((item) => [item.variant.id, item.quantity]);
    };
    return { client, key, add, lines };
  }

  it("adds once for the same key twice; the second answer equals the first", async () => {
    const shopper = visitor();
    const key = newCommandId();
    const first = await shopper.add(vase().id, key);
    const second = await shopper.add(vase().id, key);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect(await shopper.lines()).toEqual([[vase().id, 1]]);
  });

  it("adds twice for two different keys", async () => {
    const shopper = visitor();
    expect((await shopper.add(vase().id, newCommandId())).status).toBe(200);
    expect((await shopper.add(vase().id, newCommandId())).status).toBe(200);
    expect(await shopper.lines()).toEqual([[vase().id, 2]]);
  });

  it("answers the first result even when the basket changed since, and adds nothing", async () => {
    const shopper = visitor();
    const key = newCommandId();
    const first = (await (await shopper.add(vase().id, key)).json()) as { basket: Basket };
    await shopper.add(cushion().id);
    const repeat = (await (await shopper.add(vase().id, key)).json()) as { basket: Basket };
    expect(repeat).toEqual(first);
    expect(repeat.basket.itemCount).toBe(1);
    expect(await shopper.lines()).toEqual([
      [vase().id, 1],
      [cushion().id, 1],
    ]);
  });

  it("adds once for two calls with the same key at once", async () => {
    const shopper = visitor();
    await shopper.add(cushion().id); // the session exists before the two calls race
    const key = newCommandId();
    const [a, b] = await Promise.all([shopper.add(vase().id, key), shopper.add(vase().id, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await b.json()).toEqual(await a.json());
    expect(await shopper.lines()).toEqual([
      [cushion().id, 1],
      [vase().id, 1],
    ]);
  });

  it("replays a refusal too: too little stock stays the answer for that key", async () => {
    const shopper = visitor();
    const key = newCommandId();
    const first = await shopper.add(vase().id, key, vase().stock + 1);
    expect(first.status).toBe(409);
    const second = await shopper.add(vase().id, key, vase().stock + 1);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual(await first.json());
  });

  it.each([
    ["too short", "abc"],
    ["too long", "k".repeat(65)],
    ["with spaces", "not a key at all, sorry"],
  ])("refuses a key that is %s with 400 and adds nothing", async (_, key) => {
    const shopper = visitor();
    await shopper.add(cushion().id);
    const response = await shopper.add(vase().id, key);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/Idempotency-Key/);
    expect(await shopper.lines()).toEqual([[cushion().id, 1]]);
  });

  it("refuses the same key with another body with 422 and adds nothing", async () => {
    const shopper = visitor();
    const key = newCommandId();
    expect((await shopper.add(vase().id, key)).status).toBe(200);
    const other = await shopper.add(cushion().id, key);
    expect(other.status).toBe(422);
    expect(await shopper.lines()).toEqual([[vase().id, 1]]);
  });

  it("keeps keys per basket: another basket's call with the same key adds to that basket", async () => {
    const key = newCommandId();
    const one = visitor();
    const two = visitor();
    expect((await one.add(vase().id, key)).status).toBe(200);
    expect((await two.add(vase().id, key)).status).toBe(200);
    expect(await one.lines()).toEqual([[vase().id, 1]]);
    expect(await two.lines()).toEqual([[vase().id, 1]]);
  });

  it("gives the key back when the first call failed, so the retry adds", async () => {
    const shopper = visitor();
    await shopper.add(cushion().id);
    const key = newCommandId();
    const lines = vi
      .spyOn(fixture.catalogue, "lines")
      .mockRejectedValueOnce(new Error("catalogue down"));
    expect((await shopper.add(vase().id, key)).status).toBe(500);
    lines.mockRestore();
    expect((await shopper.add(vase().id, key)).status).toBe(200);
    expect(await shopper.lines()).toEqual([
      [cushion().id, 1],
      [vase().id, 1],
    ]);
  });

  it("forgets an account's keys with its baskets", async () => {
    const shopper = visitor();
    await shopper.add(vase().id, newCommandId());
    const userId = shopper.key.split("_").at(-1)!;
    await fixture.api.forgetAccount(userId);
    const rows = await queryRows(
      fixture.db,
      sql`select 1 from basket.basket_idempotency_keys where basket_key = ${shopper.key}`,
    );
    expect(rows).toHaveLength(0);
  });
});
