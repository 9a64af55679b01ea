import { describe, expect, it } from "vitest";
import type { FragmentRenderer } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";
import type { BasketClient } from "./api/client.ts";
import {
  basket,
  basketItem,
  fakeBasketClient,
  lineProduct,
  placedOrder,
  wishlist,
} from "./basket-client/test-data.ts";

const renderer = () => builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
const basketKey = "basket_home-de_0123456789abcdef0123456789abcdef";

/** A fragment request whose `api` is a fake basket client (by default: no basket, no wishlist). */
const request = (
  overrides: Parameters<typeof fragmentRequest<BasketClient>>[0] = {},
): ReturnType<typeof fragmentRequest<BasketClient>> =>
  fragmentRequest<BasketClient>({ api: fakeBasketClient(), ...overrides });

describe("the basket team's built fragment renderer", () => {
  it("declares every fragment personal", async () => {
    expect((await renderer()).fragments).toEqual({
      miniBasket: { personal: true, hydration: "interaction" },
      basketPage: { personal: true },
      wishlistPage: { personal: true },
      thankYouPage: { personal: true },
      checkoutPage: { personal: true },
      ordersPage: { personal: true },
      orderDetailPage: { personal: true },
      orderComplaintPage: { personal: true },
    });
  });

  it("renders an empty mini-basket linking to the basket in the shop's language", async () => {
    const rendered = await (
      await renderer()
    ).render("miniBasket", request({ language: "fr", country: "be" }));
    expect(rendered.html).toContain('href="/fr/panier/"');
    expect(rendered.html).toContain("Panier, 0 article");
    expect(rendered.state).toEqual({
      basketKey: null,
      summary: { itemCount: 0, total: 0, currencyCode: "EUR", newestProductId: null },
      wishlistProductIds: null,
    });
  });

  it("renders the session's count and total on the server", async () => {
    const api = fakeBasketClient({
      basket: { basketKey, basket: basket() },
      wishlist: { wishlistKey: null, wishlist: wishlist(["a"]) },
    });
    const rendered = await (await renderer()).render("miniBasket", request({ api }));
    expect(rendered.html).toContain("Warenkorb, 2 Artikel");
    expect(rendered.html).toMatch(/28,79\s€/);
    expect(rendered.state).toMatchObject({ basketKey, wishlistProductIds: ["a"] });
    expect(api.calls).toContain("currentBasket");
  });

  it("renders the basket page with lines, totals and the checkout link", async () => {
    const api = fakeBasketClient({ basket: { basketKey, basket: basket() } });
    const rendered = await (
      await renderer()
    ).render("basketPage", request({ api, route: "basket" }));
    expect(rendered.head?.title).toBe("Warenkorb");
    expect(rendered.html).toContain('href="/de/p/vase-alma-1000001/?variant=1000001_01"');
    expect(rendered.html).toContain('href="/de/kasse/"');
    expect(rendered.html).toContain("Hinweis zur Produktsicherheit melden");
    // 11,90 € is at most 96 % of 15,00 €: reduced, shown struck through.
    expect(rendered.html).toMatch(/<s[^>]*>.*15,00\s€/);
  });

  it("leaves out the regulated-product notice outside country de and shows basket.noImage", async () => {
    const item = basketItem({ product: lineProduct({ images: [] }) });
    const api = fakeBasketClient({ basket: { basketKey, basket: basket([item]) } });
    const rendered = await (
      await renderer()
    ).render("basketPage", request({ api, country: "at", language: "de" }));
    expect(rendered.html).not.toContain("Produktsicherheit");
    expect(rendered.html).toContain("Kein Bild");
    // The shop's CSP refuses style attributes: server markup carries none.
    expect(rendered.html).not.toMatch(/\sstyle=/);
  });

  it("renders the empty basket with the slot of the catalogue's recommendations on its first screen", async () => {
    const rendered = await (
      await renderer()
    ).render("basketPage", request({ language: "nl", country: "nl" }));
    expect(rendered.html).toContain("Uw winkelmandje is leeg.");
    // Decision 0056: the edge puts the catalogue's fragment into the slot, in the first HTML.
    expect(rendered.html).toContain('<div data-fragment-slot="recommendations"></div>');
    expect(rendered.slots).toEqual([
      {
        id: "recommendations",
        ref: { mfe: "mfe-catalog", fragment: "basketRecommendations" },
        query: { firstScreen: "1" },
      },
    ]);
  });

  it("asks for recommendations for the basket's newest line, and announces that line", async () => {
    const older = basketItem({ key: "item-1" });
    const newer = basketItem({
      key: "item-2",
      product: lineProduct({ referenceKey: "1000002" }),
    });
    const api = fakeBasketClient({ basket: { basketKey, basket: basket([older, newer]) } });
    const page = await (await renderer()).render("basketPage", request({ api }));
    expect(page.slots).toEqual([
      {
        id: "recommendations",
        ref: { mfe: "mfe-catalog", fragment: "basketRecommendations" },
        query: { itemId: "1000002" },
      },
    ]);
    const mini = await (await renderer()).render("miniBasket", request({ api }));
    expect(mini.state).toMatchObject({ summary: { itemCount: 4, newestProductId: "1000002" } });
  });

  it("shows an empty basket when the basket cannot be read (core spec point 8)", async () => {
    const api = fakeBasketClient({
      basket: new Error("database down"),
      wishlist: new Error("down"),
    });
    const page = await (await renderer()).render("basketPage", request({ api }));
    expect(page.html).toContain("Ihr Warenkorb ist leer.");
    const mini = await (await renderer()).render("miniBasket", request({ api }));
    expect(mini.state).toEqual({
      basketKey: null,
      summary: { itemCount: 0, total: 0, currencyCode: "EUR", newestProductId: null },
      wishlistProductIds: [],
    });
  });

  it("answers 404 for the wishlist page where the shop has no wishlist", async () => {
    const rendered = await (await renderer()).render("wishlistPage", request());
    expect(rendered.status).toBe(404);
    expect(rendered.state).toMatchObject({ offered: false });
  });

  it("renders the wishlist page with move-to-basket", async () => {
    const api = fakeBasketClient({ wishlist: { wishlistKey: null, wishlist: wishlist(["a"]) } });
    const rendered = await (
      await renderer()
    ).render("wishlistPage", request({ api, brand: "baby" }));
    expect(rendered.status).toBeUndefined();
    expect(rendered.head?.title).toBe("Merkliste");
    expect(rendered.html).toContain("In den Warenkorb");
  });

  it("renders the thank-you page with the visitor's order number and summary", async () => {
    const order = placedOrder();
    const api = fakeBasketClient({ order });
    const rendered = await (
      await renderer()
    ).render(
      "thankYouPage",
      request({ api, route: "thankYou", query: { orderNumber: order.orderNumber } }),
    );
    expect(api.calls).toEqual([`order ${order.orderNumber}`]);
    expect(rendered.head?.title).toBe("Vielen Dank für Ihre Bestellung");
    expect(rendered.head?.robots).toBe("noindex,nofollow");
    expect(rendered.html).toContain(`<strong>${order.orderNumber}</strong>`);
    expect(rendered.html).toContain("2 × Vase Alma (M)");
    expect(rendered.html).toMatch(/64,79\s€/);
    expect(rendered.html).toContain("Kreditkarte");
    expect(rendered.state).toEqual({ order, sovendus: null });
  });

  it("shows the expired content for an order the visitor cannot see, in their language", async () => {
    const rendered = await (
      await renderer()
    ).render(
      "thankYouPage",
      request({ language: "fr", country: "be", query: { orderNumber: "7KQ2M9XW4TB8PD" } }),
    );
    expect(rendered.html).toContain("Cette confirmation de commande n’est plus disponible");
    expect(rendered.state).toEqual({ order: null, sovendus: null });
  });
});
