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

describe("the catalogue's built fragment renderer", () => {
  it("renders the recommendation slider from the API in the shop's language and currency", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const fetchApi = fakeApi({ "/api/shop/recommendations/": { products } });
    const rendered = await renderer.render("recommendationSlider", fragmentRequest({ fetchApi }));

    expect(renderer.fragments.recommendationSlider).toEqual({ personal: false });
    expect(fetchApi.calls).toEqual([
      "/api/shop/recommendations/?locale=de-de&slot=listing_bestseller&size=12",
    ]);
    expect(rendered.html).toContain("Unsere Bestseller");
    expect(rendered.html).toContain('href="/de/p/leinen-tischdecke-1042311/"');
    expect(rendered.html).toMatch(/29,99\s€/);
    expect(rendered.html).toContain('aria-label="Leinen-Tischdecke in den Warenkorb legen"');
    expect(rendered.state).toEqual({ products });
  });

  it("renders nothing when the slot has no products", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const fetchApi = fakeApi({ "/api/shop/recommendations/": { products: [] } });
    const rendered = await renderer.render("recommendationSlider", fragmentRequest({ fetchApi }));
    expect(rendered.html).toBe("");
  });

  it("fails when the API fails, so the edge can show the fallback", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    await expect(renderer.render("recommendationSlider", fragmentRequest())).rejects.toThrow(
      /answered 404/,
    );
  });
});
