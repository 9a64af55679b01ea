import { describe, expect, it } from "vitest";
import { ShopApiError, type Fetch } from "@shop/shared/api-client";
import { AnonymousId } from "./anonymous-id.ts";
import { basketClient, basketOfRefusal } from "./basket-client.ts";
import { CartKeys } from "./cart-keys.ts";
import { basket } from "./test-data.ts";

interface Call {
  readonly path: string;
  readonly method: string;
  readonly headers: Record<string, string>;
  readonly body: Record<string, unknown> | undefined;
}

/** A fetch that answers from a list, one answer per call, and records the calls. */
function scriptedFetch(answers: readonly { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  const fetchImpl: Fetch = (path, init) => {
    calls.push({
      path,
      method: init?.method ?? "GET",
      headers: init?.headers as Record<string, string>,
      body: init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : undefined,
    });
    const answer = answers[calls.length - 1] ?? { status: 599, body: {} };
    return Promise.resolve(Response.json(answer.body, { status: answer.status }));
  };
  return { fetchImpl, calls };
}

const first = "11111111111111111111111111111111";
const second = "22222222222222222222222222222222";
function cartKeys() {
  const ids = [first, second];
  return new CartKeys("home-de", new AnonymousId(undefined, () => ids.shift() ?? "33333333"));
}

describe("the basket client", () => {
  it("adds with the resolved key as JSON and returns the basket", async () => {
    const { fetchImpl, calls } = scriptedFetch([
      { status: 200, body: { type: "success", basket: basket() } },
    ]);
    const client = basketClient(fetchImpl, cartKeys(), "de-de");
    const answer = await client.addItem("home-1000001-01", 1);
    expect(answer.itemCount).toBe(2);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.path).toBe("/api/shop/basket/addItem/?locale=de-de");
    expect(calls[0]?.headers["content-type"]).toBe("application/json");
    expect(calls[0]?.body).toEqual({
      basketKey: `basket_home-de_${first}`,
      variantId: "home-1000001-01",
      quantity: 1,
    });
  });

  it("retries an add once on 503, not twice", async () => {
    const { fetchImpl, calls } = scriptedFetch([
      { status: 503, body: { error: "busy" } },
      { status: 503, body: { error: "busy" } },
    ]);
    const client = basketClient(fetchImpl, cartKeys(), "de-de");
    await expect(client.addItem("v", 1)).rejects.toBeInstanceOf(ShopApiError);
    expect(calls).toHaveLength(2);
  });

  it("makes a new anonymous id and retries once when the key is another session's", async () => {
    const { fetchImpl, calls } = scriptedFetch([
      { status: 404, body: { error: "No such basket" } },
      { status: 200, body: { type: "success", basket: basket() } },
    ]);
    const keys = cartKeys();
    await basketClient(fetchImpl, keys, "de-de").addItem("v", 1);
    expect(calls.map((call) => call.body?.basketKey)).toEqual([
      `basket_home-de_${first}`,
      `basket_home-de_${second}`,
    ]);
    expect(keys.userId()).toBe(second);
  });

  it("gives up after the one retry with a new id", async () => {
    const { fetchImpl, calls } = scriptedFetch([
      { status: 404, body: { error: "No such basket" } },
      { status: 404, body: { error: "No such basket" } },
    ]);
    await expect(basketClient(fetchImpl, cartKeys(), "de-de").get()).rejects.toMatchObject({
      status: 404,
    });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.path).toBe(`/api/shop/basket/get/basket_home-de_${first}/?locale=de-de`);
  });

  it("does not renew the id for a missing item (a 404 with a key)", async () => {
    const { fetchImpl, calls } = scriptedFetch([
      { status: 404, body: { error: "gone", key: "basket.itemNotFound" } },
    ]);
    const keys = cartKeys();
    await expect(basketClient(fetchImpl, keys, "de-de").deleteItem("x")).rejects.toMatchObject({
      status: 404,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("DELETE");
    expect(keys.userId()).toBe(first);
  });

  it("sends the line's version and hands back the basket of a 409 after its one retry", async () => {
    const current = basket();
    const stale = { status: 409, body: { error: "stale", key: "basket.stale", basket: current } };
    const { fetchImpl, calls } = scriptedFetch([stale, stale]);
    const failure = await basketClient(fetchImpl, cartKeys(), "de-de")
      .updateItem("item-1", 3, 7)
      .catch((error: unknown) => error);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.body).toEqual({
      basketKey: `basket_home-de_${first}`,
      itemKey: "item-1",
      quantity: 3,
      options: { version: 7 },
    });
    expect(basketOfRefusal(failure)).toEqual(current);
    expect(basketOfRefusal(new Error("other"))).toBeUndefined();
  });

  it("sends one Idempotency-Key with an add and the same key again on its retry", async () => {
    const { fetchImpl, calls } = scriptedFetch([
      { status: 503, body: { error: "busy" } },
      { status: 200, body: { type: "success", basket: basket() } },
    ]);
    await basketClient(fetchImpl, cartKeys(), "de-de").addItem("v", 1, {
      idempotencyKey: "command-0123456789abcdef",
    });
    expect(calls.map((call) => call.headers["idempotency-key"])).toEqual([
      "command-0123456789abcdef",
      "command-0123456789abcdef",
    ]);
  });

  it("makes a key per add when the caller names none", async () => {
    const { fetchImpl, calls } = scriptedFetch([
      { status: 200, body: { type: "success", basket: basket() } },
      { status: 200, body: { type: "success", basket: basket() } },
    ]);
    const client = basketClient(fetchImpl, cartKeys(), "de-de");
    await client.addItem("v", 1);
    await client.addItem("v", 1);
    const [one, two] = calls.map((call) => call.headers["idempotency-key"]);
    expect(one).toMatch(/^[0-9a-f]{32}$/);
    expect(two).toMatch(/^[0-9a-f]{32}$/);
    expect(one).not.toBe(two);
  });

  it("repeats an add whose answer was lost once, with the same key; then gives up", async () => {
    const keysSent: (string | undefined)[] = [];
    let answered = 0;
    const lostThenAnswered: Fetch = (_path, init) => {
      keysSent.push((init?.headers as Record<string, string>)["idempotency-key"]);
      answered += 1;
      return answered === 1
        ? Promise.reject(new TypeError("Failed to fetch"))
        : Promise.resolve(Response.json({ type: "success", basket: basket() }));
    };
    const added = await basketClient(lostThenAnswered, cartKeys(), "de-de").addItem("v", 1);
    expect(added.itemCount).toBe(2);
    expect(keysSent).toHaveLength(2);
    expect(keysSent[1]).toBe(keysSent[0]);

    let tries = 0;
    const alwaysLost: Fetch = () => {
      tries += 1;
      return Promise.reject(new TypeError("Failed to fetch"));
    };
    await expect(
      basketClient(alwaysLost, cartKeys(), "de-de").addItem("v", 1),
    ).rejects.toMatchObject({ status: 0, failure: "network" });
    expect(tries).toBe(2);
  });

  it("never repeats a call without a key whose answer was lost (an update)", async () => {
    let tries = 0;
    const lost: Fetch = () => {
      tries += 1;
      return Promise.reject(new TypeError("Failed to fetch"));
    };
    await expect(
      basketClient(lost, cartKeys(), "de-de").updateItem("item-1", 2, 1),
    ).rejects.toThrow();
    expect(tries).toBe(1);
  });
});

describe("a key the server names later (decision 0059)", () => {
  it("holds an add until the key is known, then adds to the session's basket", async () => {
    const { fetchImpl, calls } = scriptedFetch([
      { status: 200, body: { type: "success", basket: basket() } },
    ]);
    const keys = cartKeys();
    let nameKey: (key: string | null) => void = () => undefined;
    keys.rememberServerKeyLater(new Promise((resolve) => (nameKey = resolve)));
    const added = basketClient(fetchImpl, keys, "de-de").addItem("v", 1);
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    const account = "ab".repeat(32);
    nameKey(`basket_home-de_${account}`);
    await added;
    expect(calls.map((call) => call.body?.basketKey)).toEqual([`basket_home-de_${account}`]);
  });

  it("adds with the browser's own id when the key could not be read", async () => {
    const { fetchImpl, calls } = scriptedFetch([
      { status: 200, body: { type: "success", basket: basket() } },
    ]);
    const keys = cartKeys();
    keys.rememberServerKeyLater(Promise.reject(new Error("offline")));
    await basketClient(fetchImpl, keys, "de-de").addItem("v", 1);
    expect(calls.map((call) => call.body?.basketKey)).toEqual([`basket_home-de_${first}`]);
  });
});
