import { describe, expect, it } from "vitest";
import { fragmentRequest } from "@shop/shared/testing";
import type { BasketClient } from "../api/client.ts";
import { basket, fakeBasketClient, wishlist } from "../basket-client/test-data.ts";
import type { MiniBasketState } from "./mini-basket-state.ts";
import { loadMiniBasket } from "./load.ts";

const basketKey = "basket_home-de_0123456789abcdef0123456789abcdef";

/** A client whose every read fails, and which records it (the loader ignores failed reads). */
function failingClient(): BasketClient & { readonly calls: string[] } {
  const down = new Error("the loader read through the client");
  return fakeBasketClient({
    basket: down,
    wishlist: down,
    order: down,
    customerOrders: down,
    orderDetail: down,
  });
}

async function stateOf(request: Parameters<typeof loadMiniBasket>[0]): Promise<MiniBasketState> {
  const loaded = await loadMiniBasket(request);
  if (!("state" in loaded)) throw new Error("the mini-basket gave no state");
  return loaded.state;
}

describe("the mini-basket's loader", () => {
  it("reads the session's basket and wishlist on a page composed per visitor", async () => {
    const api = fakeBasketClient({
      basket: { basketKey, basket: basket() },
      wishlist: { wishlistKey: null, wishlist: wishlist(["a", "a", "b"]) },
    });
    const state = await stateOf(fragmentRequest({ api }));
    expect(api.calls).toEqual(["currentBasket", "currentWishlist"]);
    expect(state).toEqual({
      basketKey,
      summary: { itemCount: 2, total: 2879, currencyCode: "EUR", newestProductId: "1000001" },
      wishlistProductIds: ["a", "b"],
    });
  });

  it("reads nothing on a kept page and leaves the visitor's state to the browser", async () => {
    const api = failingClient();
    const state = await stateOf(fragmentRequest({ api, personalInBrowser: true }));
    expect(api.calls).toEqual([]);
    expect(state).toEqual({
      basketKey: null,
      summary: { itemCount: 0, total: 0, currencyCode: "EUR", newestProductId: null },
      wishlistProductIds: null,
      fillInBrowser: true,
    });
  });

  it("gives an empty wishlist to fill where the shop has one, and the shop's currency", async () => {
    const api = failingClient();
    const request = fragmentRequest({
      api,
      personalInBrowser: true,
      brand: "baby",
      country: "ch",
    });
    expect(request.shopConfig.options.wishlist).toBe(true);
    const state = await stateOf(request);
    expect(state.wishlistProductIds).toEqual([]);
    expect(state.summary.currencyCode).toBe("CHF");
    expect(state.fillInBrowser).toBe(true);
    expect(api.calls).toEqual([]);
  });
});
