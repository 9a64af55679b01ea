import { describe, expect, it } from "vitest";
import {
  shopContext,
  type CurrentBasketResponse,
  type CurrentWishlistResponse,
  type ShopContext,
} from "@shop/shared";
import type { Fetch } from "@shop/shared/api-client";
import { basket, fakeBasketClient, wishlist } from "../basket-client/test-data.ts";
import { readMiniBasketState } from "./mini-basket-state.ts";
import { visitorMiniBasketState } from "./visitor-basket-reads.ts";

const basketKey = "basket_baby-de_0123456789abcdef0123456789abcdef";
const wishlistKey = "wishlist_baby-de_0123456789abcdef0123456789abcdef";

/** What the session's `current/` routes answer; an Error where a read fails. */
interface Answers {
  readonly basket: CurrentBasketResponse | Error;
  /** Null where the shop has no wishlist (the route answers 404 there). */
  readonly wishlist: CurrentWishlistResponse | null | Error;
}

/** The basket API over HTTP as the browser sees it, answering `answers`; records the paths. */
function basketApi(answers: Answers) {
  const paths: string[] = [];
  const answer = (body: object | null | Error) =>
    body instanceof Error
      ? Response.json({ error: body.message }, { status: 500 })
      : body === null
        ? Response.json({ error: "This shop has no wishlist" }, { status: 404 })
        : Response.json(body);
  const fetchImpl: Fetch = (path) => {
    paths.push(path);
    if (path.startsWith("/api/shop/basket/current/"))
      return Promise.resolve(answer(answers.basket));
    if (path.startsWith("/api/shop/wishlist/current/"))
      return Promise.resolve(answer(answers.wishlist));
    return Promise.resolve(Response.json({}, { status: 404 }));
  };
  return { fetchImpl, paths };
}

/** The mini-basket's state for the same answers, read on the server and in the browser. */
async function onServerAndInBrowser(shop: ShopContext, answers: Answers) {
  const server = await readMiniBasketState(fakeBasketClient(answers), shop.currency);
  const api = basketApi(answers);
  const browser = await visitorMiniBasketState(shop, answers.wishlist !== null, api.fetchImpl);
  return { server, browser, paths: api.paths };
}

const baby = shopContext("baby", "de", "de");
const home = shopContext("home", "de", "de");

describe("the mini-basket's state, read on the server or in the browser (decision 0059)", () => {
  it("is the same for a basket with lines and a wishlist", async () => {
    const { server, browser, paths } = await onServerAndInBrowser(baby, {
      basket: { basketKey, basket: basket() },
      wishlist: { wishlistKey, wishlist: wishlist(["a", "b", "a"]) },
    });
    expect(browser).toEqual(server);
    expect(browser).toEqual({
      basketKey,
      summary: { itemCount: 2, total: 2879, currencyCode: "EUR", newestProductId: "1000001" },
      wishlistProductIds: ["a", "b"],
    });
    expect(paths.sort()).toEqual([
      "/api/shop/basket/current/?locale=de-de",
      "/api/shop/wishlist/current/?locale=de-de",
    ]);
  });

  it("is the same for a session without basket or wishlist where the shop has one", async () => {
    const { server, browser } = await onServerAndInBrowser(baby, {
      basket: { basketKey: null, basket: null },
      wishlist: { wishlistKey: null, wishlist: null },
    });
    expect(browser).toEqual(server);
    expect(browser).toEqual({
      basketKey: null,
      summary: { itemCount: 0, total: 0, currencyCode: "EUR", newestProductId: null },
      wishlistProductIds: [],
    });
  });

  it("is the same where the shop has no wishlist, which the browser then does not ask for", async () => {
    const { server, browser, paths } = await onServerAndInBrowser(home, {
      basket: { basketKey, basket: basket([]) },
      wishlist: null,
    });
    expect(browser).toEqual(server);
    expect(browser.wishlistProductIds).toBeNull();
    expect(browser.summary.itemCount).toBe(0);
    expect(paths).toEqual(["/api/shop/basket/current/?locale=de-de"]);
  });

  it("is an empty basket and wishlist when both reads fail (core spec point 8)", async () => {
    const { server, browser } = await onServerAndInBrowser(baby, {
      basket: new Error("database down"),
      wishlist: new Error("database down"),
    });
    expect(browser).toEqual(server);
    expect(browser).toEqual({
      basketKey: null,
      summary: { itemCount: 0, total: 0, currencyCode: "EUR", newestProductId: null },
      wishlistProductIds: [],
    });
  });
});
