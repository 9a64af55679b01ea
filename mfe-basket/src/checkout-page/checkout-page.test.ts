import { describe, expect, it } from "vitest";
import type { FragmentRenderer } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";
import type { BasketClient } from "../api/client.ts";
import { basket, basketItem, fakeBasketClient, lineProduct } from "../basket-client/test-data.ts";
import type { CheckoutPageState } from "./CheckoutPage.tsx";

const renderer = () => builtServerModule<FragmentRenderer>(import.meta.dirname + "/../..");
const basketKey = "basket_home-de_0123456789abcdef0123456789abcdef";

const request = (overrides: Parameters<typeof fragmentRequest<BasketClient>>[0] = {}) =>
  fragmentRequest<BasketClient>({ api: fakeBasketClient(), route: "checkout", ...overrides });

describe("the checkout page fragment", () => {
  it("renders the steps with the basket, the shipping method and the shop's payment methods", async () => {
    const api = fakeBasketClient({ basket: { basketKey, basket: basket() } });
    const rendered = await (await renderer()).render("checkoutPage", request({ api }));
    expect(rendered.head).toMatchObject({ title: "Kasse", robots: "noindex,nofollow" });
    expect(rendered.html).toContain("Adresse");
    expect(rendered.html).toContain("Zahlungsart");
    expect(rendered.html).toContain("Prüfen und bestellen");
    const state = rendered.state as CheckoutPageState;
    expect(state.basketKey).toBe(basketKey);
    expect(state.shippingMethod).toBe("standard");
    // de-de: invoice and cash on delivery, no iDEAL or TWINT.
    const codes = state.paymentMethods.map((method) => method.code);
    expect(codes).toEqual(expect.arrayContaining(["KK", "PP", "RE", "NN"]));
    expect(codes).not.toContain("IL");
    expect(codes).not.toContain("TW");
  });

  it("offers iDEAL in nl-nl and ships a basket with a bulky line by freight", async () => {
    const bulky = basketItem({
      product: lineProduct({ advancedAttributes: { bulkyOrLoad: true } }),
    });
    const api = fakeBasketClient({ basket: { basketKey, basket: basket([bulky]) } });
    const rendered = await (
      await renderer()
    ).render("checkoutPage", request({ api, brand: "baby", country: "nl", language: "nl" }));
    expect(rendered.head?.title).toBe("Afrekenen");
    const state = rendered.state as CheckoutPageState;
    expect(state.shippingMethod).toBe("freight");
    expect(state.paymentMethods.map((method) => method.code)).toContain("IL");
  });

  it("sends a visitor without a basket to the basket page", async () => {
    const rendered = await (await renderer()).render("checkoutPage", request());
    expect(rendered.outcome).toEqual({ kind: "redirect", path: "/de/warenkorb/" });
    const empty = fakeBasketClient({ basket: { basketKey, basket: basket([]) } });
    const french = await (
      await renderer()
    ).render("checkoutPage", request({ api: empty, country: "be", language: "fr" }));
    expect(french.outcome).toEqual({ kind: "redirect", path: "/fr/panier/" });
  });

  it("shows the basket's coupon with its reduction, in the shop's language", async () => {
    const plain = basket();
    const reduced = {
      ...plain,
      cost: { ...plain.cost, couponReduction: 199, total: plain.cost.total - 199 },
      coupon: {
        code: "WILLKOMMEN10",
        kind: "percent" as const,
        value: 10,
        minimumOrderValue: 2000,
        reduction: 199,
        issue: null,
      },
    };
    const api = fakeBasketClient({ basket: { basketKey, basket: reduced } });
    const german = await (await renderer()).render("checkoutPage", request({ api }));
    expect(german.html).toMatch(/Gutschein <strong>WILLKOMMEN10<\/strong> ist eingelöst/);
    expect(german.html).toContain("Gutschein WILLKOMMEN10 entfernen");
    expect(api.calls).toContain("currentBasket");
    const french = await (
      await renderer()
    ).render("checkoutPage", request({ api, country: "be", language: "fr" }));
    expect(french.html).toContain("Retirer le bon WILLKOMMEN10");
  });
});
