import { describe, expect, it } from "vitest";
import type {
  Bvc,
  FragmentRenderer,
  Product,
  ProductPageResponse,
  ProductVariant,
  RecommendationsResponse,
  ShopConfigResponse,
} from "@shop/shared";
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

/** The shop config's answer, of which the catalogue reads whether a wishlist is offered. */
function shopConfig(wishlist: boolean): Pick<ShopConfigResponse, "options"> {
  return { options: { wishlist } as ShopConfigResponse["options"] };
}

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
      "/api/shop/config/?locale=de-de",
      "/optimization/recommend/user",
      "/api/shop/recommendations/?locale=de-de&referenceKeys=1042311",
    ]);
    expect(rendered.html).toContain("Unsere Bestseller");
    expect(rendered.html).toContain('href="/de/p/leinen-tischdecke-1042311/"');
    expect(rendered.html).toMatch(/29,99\s€/);
    expect(rendered.html).toContain('aria-label="Leinen-Tischdecke in den Warenkorb legen"');
    // The config call failed (the fake API has no answer for it): no wishlist, no heart.
    expect(rendered.state).toEqual({
      products,
      slot: "listing_bestseller",
      wishlistOffered: false,
    });
    expect(rendered.html).not.toContain("cat-heart");
  });

  it("shows hearts on the cards where the shop's config offers a wishlist", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const fetchApi = fakeApi({
      "/api/shop/config/": shopConfig(true),
      "/api/shop/recommendation-slots/": slots,
      "/optimization/recommend/user": { success: true, data: [{ product_id: "1042311" }] },
      "/api/shop/recommendations/": { products },
    });
    const rendered = await renderer.render(
      "recommendationSlider",
      fragmentRequest({ fetchApi, brand: "baby" }),
    );
    expect(rendered.state).toMatchObject({ wishlistOffered: true });
    expect(rendered.html).toContain('aria-label="Leinen-Tischdecke auf den Merkzettel"');
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
    expect(failing.state).toEqual({
      products: [],
      slot: "listing_bestseller",
      wishlistOffered: false,
    });
  });
});

function variant(suffix: string, size: string, bvc: Bvc, withTax: number): ProductVariant {
  return {
    id: `1042311_${suffix}`,
    referenceKey: `1042311_${suffix}`,
    attributes: { asGro: { label: size, value: size } },
    price: {
      withTax,
      recommendedRetailPrice: null,
      currencyCode: "EUR",
      reference: null,
      appliedReductions: [],
    },
    priceScale: { priceReference: "1042311", paybackFactor: 0 },
    stock: { quantity: bvc === 4 ? 0 : 5 },
    delivery: { BVC: bvc, deliveryDaysFrom: 2, deliveryDaysTo: 4, priceReference: "1042311" },
  };
}

const product: Product = {
  id: "p-1042311",
  referenceKey: "1042311",
  masterKey: "1042311",
  seoUrl: "p/leinen-tischdecke-1042311/",
  name: "Leinen-Tischdecke",
  description: "Eine Tischdecke aus reinem Leinen.",
  brand: "Wohnfein",
  subbrand: null,
  variants: [variant("01", "S", 1, 2999), variant("02", "M", 4, 3499), variant("03", "L", 2, 3999)],
  siblings: [],
  attributes: {
    durchschnittBewertungen: { label: "4.5" },
    anzahlBewertungen: { value: 12 },
  },
  advancedAttributes: {},
  priceRange: { min: 2999, max: 3999, currencyCode: "EUR" },
  colorsList: ["beige"],
  images: [{ src: "/images/home/1042311-0.webp" }],
  categories: [{ id: "c-1", categoryName: "Tischdecken", slug: "tischdecken" }],
  collections: [],
  bundleItems: [],
  customData: {},
  promo: [],
  isActive: true,
  isSoldOut: false,
  isNew: false,
  sale: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  indexedAt: "2026-01-01T00:00:00.000Z",
  firstLiveAt: "2026-01-01T00:00:00.000Z",
};

const productPage: ProductPageResponse = {
  product,
  alternates: {
    de: "p/leinen-tischdecke-1042311/",
    fr: "p/nappe-en-lin-1042311/",
    nl: "p/linnen-tafelkleed-1042311/",
  },
};

describe("the catalogue's product detail fragment on the server", () => {
  it("renders the product with the query's variant chosen and the sold-out option disabled", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const fetchApi = fakeApi({
      "/api/shop/product/": productPage,
      "/api/shop/config/": shopConfig(false),
    });
    const rendered = await renderer.render(
      "productDetail",
      fragmentRequest({
        fetchApi,
        route: "product",
        path: "/de/p/leinen-tischdecke-1042311/",
        params: { pdp: "leinen-tischdecke-1042311" },
        query: { variant: "1042311_03" },
      }),
    );

    expect(renderer.fragments.productDetail).toEqual({ personal: false });
    expect(fetchApi.calls).toEqual([
      "/api/shop/product/1042311/?locale=de-de",
      "/api/shop/config/?locale=de-de",
    ]);
    expect(rendered.state).toEqual({
      product,
      variantKey: "1042311_03",
      addToCart: false,
      wishlistOffered: false,
    });
    expect(rendered.html).toMatch(/<h1[^>]*>Leinen-Tischdecke<\/h1>/);
    expect(rendered.html).toMatch(
      /<option value="1042311_02" disabled="">M \(ausverkauft\)<\/option>/,
    );
    expect(rendered.html).toMatch(/<option value="1042311_03" selected="">L<\/option>/);
    expect(rendered.html).toMatch(/39,99\s€/);
    expect(rendered.html).toContain("In den Warenkorb");
    expect(rendered.html).toContain('"@type":"Product"');
    // The shop's Content-Security-Policy blocks inline style attributes.
    expect(rendered.html).not.toContain("style=");
    expect(rendered.head?.title).toBe("Leinen-Tischdecke | Wohnfein");
    expect(rendered.head?.alternatePaths?.fr).toBe("/fr/p/nappe-en-lin-1042311/");
  });

  it("chooses the cheapest available variant without a query and speaks the shop's language", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const rendered = await renderer.render(
      "productDetail",
      fragmentRequest({
        fetchApi: fakeApi({ "/api/shop/product/": productPage }),
        country: "fr",
        language: "fr",
        route: "product",
        params: { pdp: "nappe-en-lin-1042311" },
        query: { action: "addToCart" },
      }),
    );
    expect(rendered.state).toMatchObject({ variantKey: "1042311_01", addToCart: true });
    expect(rendered.html).toContain("M (épuisé)");
    expect(rendered.html).toContain("Ajouter au panier");
  });

  it("has no wishlist heart on a home-brand page, whose shop offers no wishlist", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const rendered = await renderer.render(
      "productDetail",
      fragmentRequest({
        fetchApi: fakeApi({
          "/api/shop/product/": productPage,
          "/api/shop/config/": shopConfig(false),
        }),
        route: "product",
        params: { pdp: "leinen-tischdecke-1042311" },
      }),
    );
    expect(rendered.state).toMatchObject({ wishlistOffered: false });
    expect(rendered.html).toContain("In den Warenkorb");
    expect(rendered.html).not.toContain("cat-heart");
    expect(rendered.html).not.toContain("Merkzettel");
  });

  it("has the wishlist heart on a baby-brand page, whose shop offers a wishlist", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const fetchApi = fakeApi({
      "/api/shop/product/": productPage,
      "/api/shop/config/": shopConfig(true),
    });
    const rendered = await renderer.render(
      "productDetail",
      fragmentRequest({
        fetchApi,
        brand: "baby",
        route: "product",
        params: { pdp: "leinen-tischdecke-1042311" },
      }),
    );
    expect(fetchApi.calls).toContain("/api/shop/config/?locale=de-de");
    expect(rendered.state).toMatchObject({ wishlistOffered: true });
    // Not pressed on the server: hydration starts from the same markup.
    expect(rendered.html).toMatch(
      /<button type="button" class="cat-heart" aria-pressed="false" aria-label="Leinen-Tischdecke auf den Merkzettel">/,
    );
  });

  it("treats a failing shop config call as no wishlist and still renders the page", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const fetchApi = fakeApi({ "/api/shop/product/": productPage });
    const rendered = await renderer.render(
      "productDetail",
      fragmentRequest({
        fetchApi,
        brand: "baby",
        route: "product",
        params: { pdp: "leinen-tischdecke-1042311" },
      }),
    );
    expect(fetchApi.calls).toContain("/api/shop/config/?locale=de-de");
    expect(rendered.status ?? 200).toBe(200);
    expect(rendered.html).toMatch(/<h1[^>]*>Leinen-Tischdecke<\/h1>/);
    expect(rendered.html).not.toContain("cat-heart");
  });
});
