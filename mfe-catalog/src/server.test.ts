import { describe, expect, it } from "vitest";
import type { FragmentRenderer, RecommendationsResponse } from "@shop/shared";
import { builtServerModule, fakeApi, fragmentRequest } from "@shop/shared/testing";

const products: RecommendationsResponse["products"] = [
  {
    id: "1",
    referenceKey: "1042311",
    name: "Leinen-Tischdecke",
    brand: "Wohnfein",
    seoPath: "p/leinen-tischdecke-1042311/",
    firstVariantId: "1042311_01",
    price: { withTax: 2999, currencyCode: "EUR" },
  },
];

const slots = {
  service: "/optimization/recommend/user",
  projectId: "home-de-de",
  slots: {
    listing_bestseller: {
      _uid: "de-de-listing_bestseller",
      recommendationId: "bestsellers",
      fillWithRandom: true,
      size: 12,
      fallback: ["1000000"],
    },
  },
};

describe("the catalogue's built fragment renderer", () => {
  it("renders the bestseller slot's recommendations in the shop's language and currency", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const fetchApi = fakeApi({
      "/api/shop/recommendation-slots/": slots,
      "/optimization/recommend/user": { success: true, data: [{ product_id: "1042311" }] },
      "/api/shop/recommendations/": { products },
    });
    const rendered = await renderer.render("recommendationSlider", fragmentRequest({ fetchApi }));

    expect(renderer.fragments.recommendationSlider).toEqual({ personal: false });
    expect(fetchApi.calls).toEqual([
      "/api/shop/recommendation-slots/?locale=de-de",
      "/optimization/recommend/user",
      "/api/shop/recommendations/?locale=de-de&referenceKeys=1042311",
    ]);
    expect(rendered.html).toContain("Unsere Bestseller");
    expect(rendered.html).toContain('href="/de/p/leinen-tischdecke-1042311/"');
    expect(rendered.html).toMatch(/29,99\s€/);
    expect(rendered.html).toContain('aria-label="Leinen-Tischdecke in den Warenkorb legen"');
    expect(rendered.state).toEqual({ products });
  });

  it("shows the slot's fallback list when the recommendation service fails", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const fetchApi = fakeApi({
      "/api/shop/recommendation-slots/": slots,
      "/api/shop/recommendations/": { products },
    });
    await renderer.render("recommendationSlider", fragmentRequest({ fetchApi }));
    expect(fetchApi.calls.at(-1)).toBe(
      "/api/shop/recommendations/?locale=de-de&referenceKeys=1000000",
    );
  });

  it("renders nothing when the slot has no products or the API fails (never an error)", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const empty = fakeApi({
      "/api/shop/recommendation-slots/": slots,
      "/optimization/recommend/user": { success: true, data: [] },
      "/api/shop/recommendations/": { products: [] },
    });
    expect(
      (await renderer.render("recommendationSlider", fragmentRequest({ fetchApi: empty }))).html,
    ).toBe("");
    const failing = await renderer.render("recommendationSlider", fragmentRequest());
    expect(failing.html).toBe("");
    expect(failing.state).toEqual({ products: [] });
  });
});
