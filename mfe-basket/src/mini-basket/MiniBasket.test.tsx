// @vitest-environment happy-dom
import { setupI18n } from "@lingui/core";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  emitShopEvent,
  sendShopCommand,
  onShopEvent,
  shopContext,
  type CurrentWishlistResponse,
  type ShopEventMap,
} from "@shop/shared";
import { hydratedFragment, type HydratedFragment } from "@shop/shared/testing/hydrated-fragment";
import { cartSession } from "../basket-client/cart-session.ts";
import { basket, wishlist } from "../basket-client/test-data.ts";
import { miniBasketStateToFill, type MiniBasketState } from "./mini-basket-state.ts";
import { MiniBasket } from "./MiniBasket.tsx";

// The build compiles Lingui's macros; here they are plain components and descriptors.
vi.mock("@lingui/react/macro", () => ({
  Trans: ({ children }: { children?: ReactNode }) => children,
  Plural: ({ value, one, other }: { value: number; one: string; other: string }) =>
    (value === 1 ? one : other).replace("#", String(value)),
}));
vi.mock("@lingui/core/macro", () => ({ msg: (descriptor: unknown) => descriptor }));

const shop = shopContext("baby", "de", "de");
const i18n = setupI18n({ locale: "de", messages: { de: {} } });

/** A signed-in customer's id; each test has its own, as the page's basket keys outlive a test. */
const customer = (pair: string) => pair.repeat(32);

/**
 * The basket API the browser reads on a kept page, for a session of `customer` whose basket
 * holds `basket()` and whose wishlist two products; the basket's answer (or failure status) can
 * be held back. Records the paths and the bodies sent.
 */
function basketApi(customerId: string, answer: Promise<"basket" | number>) {
  const paths: string[] = [];
  const bodies: unknown[] = [];
  const ownWishlistKey = `wishlist_baby-de_${customerId}`;
  const current: CurrentWishlistResponse = {
    wishlistKey: ownWishlistKey,
    wishlist: wishlist(["baby-7", "baby-9"]),
  };
  vi.stubGlobal("fetch", async (path: string, init?: RequestInit) => {
    paths.push(path);
    if (typeof init?.body === "string") bodies.push(JSON.parse(init.body));
    if (path.startsWith("/api/shop/basket/current/")) {
      const status = await answer;
      return status === "basket"
        ? Response.json({ basketKey: `basket_baby-de_${customerId}`, basket: basket() })
        : Response.json({ error: "down" }, { status });
    }
    if (path.startsWith("/api/shop/wishlist/current/")) return Response.json(current);
    if (path.startsWith(`/api/shop/wishlist/get/${ownWishlistKey}/`))
      return Response.json(current.wishlist);
    // A key no session holds reads as an empty wishlist (decision 0031).
    if (path.startsWith("/api/shop/wishlist/get/")) return Response.json(wishlist([]));
    if (path.startsWith("/api/shop/wishlist/addItem/"))
      return Response.json({ type: "success", wishlist: wishlist(["baby-7", "baby-9", "baby-3"]) });
    return Response.json({ error: "not here" }, { status: 404 });
  });
  return { paths, bodies };
}

/** Every detail of an event the page heard from now on. */
function heard<T extends keyof ShopEventMap>(type: T): ShopEventMap[T][] {
  const details: ShopEventMap[T][] = [];
  stops.push(onShopEvent(type, (detail) => details.push(detail)));
  return details;
}

let shown: HydratedFragment | undefined;
const stops: (() => void)[] = [];

/** The server's markup of the mini-basket in the page, hydrated with the same state. */
function hydrated(state: MiniBasketState): HTMLElement {
  shown = hydratedFragment(MiniBasket, state, shop, i18n);
  return shown.container;
}

const count = (container: HTMLElement) =>
  container.querySelector('[data-testid="mini-basket-count"]')?.textContent;

afterEach(() => {
  shown?.unmount();
  shown = undefined;
  stops.splice(0).forEach((stop) => stop());
  document.body.innerHTML = "";
  document.cookie = "personal-state=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  window.__shopLastEvents = undefined;
  vi.unstubAllGlobals();
});

describe("the mini-basket on a kept page (decision 0059)", () => {
  const kept = miniBasketStateToFill(shop.currency, true);

  /** A basket answer the test gives when it chooses. */
  function heldBack() {
    let give: (answer: "basket") => void = () => undefined;
    const answer = new Promise<"basket">((resolve) => (give = resolve));
    return { answer, give: () => give("basket") };
  }

  it("shows and announces the visitor's basket and wishlist read after hydrating", async () => {
    document.cookie = "personal-state=1";
    const ana = customer("a1");
    const { paths } = basketApi(ana, Promise.resolve("basket"));
    const baskets = heard("basket:updated");
    const wishlists = heard("wishlist:updated");
    const container = hydrated(kept);
    expect(count(container)).toBe("0");

    await vi.waitFor(() => expect(count(container)).toBe("2"));
    expect(container.querySelector('[data-testid="mini-basket-total"]')?.textContent).toMatch(
      /28,79/,
    );
    expect(baskets).toEqual([
      { itemCount: 2, total: 2879, currencyCode: "EUR", newestProductId: "1000001" },
    ]);
    await vi.waitFor(() => expect(wishlists).toEqual([{ productIds: ["baby-7", "baby-9"] }]));
    expect(paths.sort()).toEqual([
      "/api/shop/basket/current/?locale=de-de",
      "/api/shop/wishlist/current/?locale=de-de",
    ]);
    expect(cartSession(shop).keys.basketKey()).toBe(`basket_baby-de_${ana}`);
  });

  it("does not announce the read basket over an add announced meanwhile", async () => {
    document.cookie = "personal-state=1";
    const ben = customer("b2");
    const basketRead = heldBack();
    const { paths } = basketApi(ben, basketRead.answer);
    const baskets = heard("basket:updated");
    const container = hydrated(kept);
    await vi.waitFor(() => expect(paths).toHaveLength(2));
    const added = { itemCount: 3, total: 4069, currencyCode: "EUR" } as const;
    emitShopEvent("basket:updated", added);
    basketRead.give();

    await vi.waitFor(() =>
      expect(cartSession(shop).keys.basketKey()).toBe(`basket_baby-de_${ben}`),
    );
    await vi.waitFor(() => expect(count(container)).toBe("3"));
    expect(baskets).toEqual([added]);
  });

  it("handles a wishlist toggle sent during the read once, with the session's key", async () => {
    document.cookie = "personal-state=1";
    const cleo = customer("c3");
    const basketRead = heldBack();
    const { paths, bodies } = basketApi(cleo, basketRead.answer);
    const wishlists = heard("wishlist:updated");
    hydrated(kept);
    await vi.waitFor(() => expect(paths).toHaveLength(2));
    const toggled = sendShopCommand("wishlist:toggle", {
      productId: "baby-3",
      variantId: "baby-3-02",
      productName: "Body",
    });
    basketRead.give();

    expect(await toggled).toEqual({ saved: true });
    await vi.waitFor(() =>
      expect(wishlists.at(-1)).toEqual({ productIds: ["baby-7", "baby-9", "baby-3"] }),
    );
    expect(paths.filter((path) => path.startsWith("/api/shop/wishlist/addItem/"))).toHaveLength(1);
    expect(bodies).toEqual([
      { wishlistKey: `wishlist_baby-de_${cleo}`, itemCreationId: "baby-3-02" },
    ]);
  });

  it("announces an empty basket when the read fails (core spec point 8)", async () => {
    document.cookie = "personal-state=1";
    basketApi(customer("d4"), Promise.resolve(500));
    const baskets = heard("basket:updated");
    const container = hydrated(kept);

    await vi.waitFor(() => expect(baskets).toHaveLength(1));
    expect(baskets[0]?.itemCount).toBe(0);
    expect(count(container)).toBe("0");
  });

  it("reads nothing without the personal-state cookie and announces the empty basket", async () => {
    const { paths } = basketApi(customer("e5"), Promise.resolve("basket"));
    const baskets = heard("basket:updated");
    const wishlists = heard("wishlist:updated");
    hydrated(kept);

    await vi.waitFor(() => expect(baskets).toHaveLength(1));
    expect(baskets[0]?.itemCount).toBe(0);
    expect(wishlists).toEqual([{ productIds: [] }]);
    expect(paths).toEqual([]);
  });
});

describe("a mini-basket that starts when the visitor reaches for it (decision 0060)", () => {
  // A visitor without personal state: the state the server rendered is theirs.
  const visitorWithoutState = miniBasketStateToFill(shop.currency, true);

  it("takes a wishlist toggle sent before it started, once", async () => {
    const { paths } = basketApi(customer("e5"), Promise.resolve("basket"));
    const toggled = sendShopCommand("wishlist:toggle", {
      productId: "baby-3",
      variantId: "baby-3-02",
      productName: "Body",
    });
    hydrated(visitorWithoutState);

    expect(await toggled).toEqual({ saved: true });
    expect(paths.filter((path) => path.startsWith("/api/shop/wishlist/addItem/"))).toHaveLength(1);
  });

  it("shows a basket change announced before it started", async () => {
    basketApi(customer("f6"), Promise.resolve("basket"));
    emitShopEvent("basket:updated", { itemCount: 1, total: 1299, currencyCode: "EUR" });
    const container = hydrated(visitorWithoutState);

    await vi.waitFor(() => expect(count(container)).toBe("1"));
  });
});
