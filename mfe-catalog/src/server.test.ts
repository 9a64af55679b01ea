import { describe, expect, it } from "vitest";
import {
  shopContext,
  type Brand,
  type Bvc,
  type FragmentRenderer,
  type Product,
  type ProductPageResponse,
  type ProductVariant,
  type RecommendationsResponse,
  type ShopConfigResponse,
} from "@shop/shared";
import { builtServerModule, fragmentRequest, testShopConfig } from "@shop/shared/testing";
import { fakeCatalogClient } from "./api/testing/fake-catalog-client.ts";

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

/** The platform's shop config, of which the catalogue reads whether a wishlist is offered. */
function shopConfig(brand: Brand, wishlist: boolean): ShopConfigResponse {
  const config = testShopConfig(shopContext(brand, "de", "de"));
  return { ...config, options: { ...config.options, wishlist } };
}

describe("the catalogue's built fragment renderer", () => {
  it("renders the bestseller slot's recommendations in the shop's language and currency", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const api = fakeCatalogClient({ slotRecommendations: () => Promise.resolve(products) });
    const rendered = await renderer.render("recommendationSlider", fragmentRequest({ api }));

    // The same on every page: one cache entry per shop and language (decision 0025).
    expect(renderer.fragments.recommendationSlider).toEqual({
      personal: false,
      cache: { query: [], perPage: false },
    });
    expect(api.calls).toEqual([["slotRecommendations", "listing_bestseller"]]);
    expect(rendered.html).toContain("Unsere Bestseller");
    expect(rendered.html).toContain('href="/de/p/leinen-tischdecke-1042311/"');
    expect(rendered.html).toMatch(/29,99\s€/);
    expect(rendered.html).toContain('aria-label="Leinen-Tischdecke in den Warenkorb legen"');
    // The home brand's shop config offers no wishlist: no heart.
    expect(rendered.state).toEqual({
      products,
      slot: "listing_bestseller",
      wishlistOffered: false,
    });
    expect(rendered.html).not.toContain("cat-heart");
  });

  it("shows hearts on the cards where the shop's config offers a wishlist", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const api = fakeCatalogClient({ slotRecommendations: () => Promise.resolve(products) });
    const rendered = await renderer.render(
      "recommendationSlider",
      fragmentRequest({ api, brand: "baby", shopConfig: shopConfig("baby", true) }),
    );
    expect(rendered.state).toMatchObject({ wishlistOffered: true });
    expect(rendered.html).toContain('aria-label="Leinen-Tischdecke auf den Merkzettel"');
  });

  // The slot's fallback when the recommendation service fails is the client's: see
  // api/catalog-client.test.ts ("shows the slot's fallback when it fails").

  it("renders nothing when the slot has no products or the API fails (never an error)", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const empty = fakeCatalogClient({ slotRecommendations: () => Promise.resolve([]) });
    expect(
      (await renderer.render("recommendationSlider", fragmentRequest({ api: empty }))).html,
    ).toBe("");
    const failing = await renderer.render(
      "recommendationSlider",
      fragmentRequest({ api: fakeCatalogClient() }),
    );
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

/** A client whose product is the page above. */
const productApi = () => fakeCatalogClient({ product: () => Promise.resolve(productPage) });

describe("the catalogue's product detail fragment on the server", () => {
  it("renders the product with the query's variant chosen and the sold-out option disabled", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const api = productApi();
    const rendered = await renderer.render(
      "productDetail",
      fragmentRequest({
        api,
        route: "product",
        path: "/de/p/leinen-tischdecke-1042311/",
        params: { pdp: "leinen-tischdecke-1042311" },
        query: { variant: "1042311_03" },
      }),
    );

    // Keyed on its page and the two query parameters it reads (decision 0025).
    expect(renderer.fragments.productDetail).toEqual({
      personal: false,
      cache: { query: ["action", "variant"], perPage: true },
    });
    // The product is read once per page, then its two slots (unanswered here: left out).
    expect(api.calls).toEqual([
      ["product", "1042311"],
      ["slotRecommendations", "pds_alternatives", { itemId: "1042311" }],
      ["slotRecommendations", "pds_suggestions", { itemId: "1042311" }],
    ]);
    expect(rendered.outcome).toBeUndefined();
    expect(rendered.state).toEqual({
      product,
      variantKey: "1042311_03",
      addToCart: false,
      wishlistOffered: false,
      clickAndReserve: false,
      recommendations: [],
    });
    expect(rendered.html).not.toContain("cat-slider");
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
        api: productApi(),
        country: "fr",
        language: "fr",
        route: "product",
        path: "/fr/p/nappe-en-lin-1042311/",
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
        api: productApi(),
        shopConfig: shopConfig("home", false),
        route: "product",
        path: "/de/p/leinen-tischdecke-1042311/",
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
    const api = productApi();
    const rendered = await renderer.render(
      "productDetail",
      fragmentRequest({
        api,
        brand: "baby",
        shopConfig: shopConfig("baby", true),
        route: "product",
        path: "/de/p/leinen-tischdecke-1042311/",
        params: { pdp: "leinen-tischdecke-1042311" },
      }),
    );
    // The shop's options come with the request: no call for them.
    expect(api.calls.map(([method]) => method)).toEqual([
      "product",
      "slotRecommendations",
      "slotRecommendations",
    ]);
    expect(rendered.state).toMatchObject({ wishlistOffered: true });
    // Not pressed on the server: hydration starts from the same markup.
    expect(rendered.html).toMatch(
      /<button type="button" class="cat-heart" aria-pressed="false" aria-label="Leinen-Tischdecke auf den Merkzettel">/,
    );
  });

  it("follows the shop's config, not the brand, and still renders the page without a wishlist", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const rendered = await renderer.render(
      "productDetail",
      fragmentRequest({
        api: productApi(),
        brand: "baby",
        shopConfig: shopConfig("baby", false),
        route: "product",
        path: "/de/p/leinen-tischdecke-1042311/",
        params: { pdp: "leinen-tischdecke-1042311" },
      }),
    );
    expect(rendered.status ?? 200).toBe(200);
    expect(rendered.html).toMatch(/<h1[^>]*>Leinen-Tischdecke<\/h1>/);
    expect(rendered.html).not.toContain("cat-heart");
  });

  it("says delivery times vary when the available variants take long and differ", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const late = (suffix: string, size: string, daysFrom: number, daysTo: number) => {
      const base = variant(suffix, size, 2, 2999);
      return {
        ...base,
        delivery: { ...base.delivery, deliveryDaysFrom: daysFrom, deliveryDaysTo: daysTo },
      };
    };
    const render = (variants: ProductVariant[]) =>
      renderer.render(
        "productDetail",
        fragmentRequest({
          api: fakeCatalogClient({
            product: () => Promise.resolve({ ...productPage, product: { ...product, variants } }),
          }),
          route: "product",
          path: "/de/p/leinen-tischdecke-1042311/",
          params: { pdp: "leinen-tischdecke-1042311" },
        }),
      );
    const varying = await render([late("01", "S", 14, 21), late("03", "L", 28, 35)]);
    expect(varying.html).toContain("Lieferbar, Lieferzeiten variieren");
    // One shared long time keeps the weeks.
    const shared = await render([late("01", "S", 14, 21), late("03", "L", 14, 21)]);
    expect(shared.html).not.toContain("Lieferzeiten variieren");
    expect(shared.html).toMatch(/3\s*Wochen/);
  });

  it("shows the product's alternatives and suggestions below it, each slot under its heading", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const rendered = await renderer.render(
      "productDetail",
      fragmentRequest({
        api: fakeCatalogClient({
          product: () => Promise.resolve(productPage),
          slotRecommendations: (slot) =>
            slot === "pds_alternatives"
              ? Promise.resolve(products)
              : Promise.reject(new Error("down")),
        }),
        route: "product",
        path: "/de/p/leinen-tischdecke-1042311/",
        params: { pdp: "leinen-tischdecke-1042311" },
      }),
    );
    expect(rendered.state).toMatchObject({
      recommendations: [{ slot: "pds_alternatives", products }],
    });
    expect(rendered.html).toMatch(
      /<h2 id="[^"]+" class="cat-slider__title">Ähnliche Produkte<\/h2>/,
    );
    // The failing slot is left out, never an error.
    expect(rendered.html).not.toContain("Das könnte Ihnen auch gefallen");
  });

  it("answers for the whole page that an unknown product is not found", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    const api = fakeCatalogClient({ product: () => Promise.resolve(undefined) });
    const rendered = await renderer.render(
      "productDetail",
      fragmentRequest({
        api,
        route: "product",
        path: "/de/p/verschwunden-1999998/",
        params: { pdp: "verschwunden-1999998" },
      }),
    );
    expect(api.calls).toEqual([["product", "1999998"]]);
    expect(rendered.outcome).toEqual({ kind: "notFound" });
    expect(rendered.state).toBeNull();
    expect(rendered.html).toBe("");
  });

  it("redirects any other path of the product to its canonical one in the page's language", async () => {
    const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");
    for (const [language, country, path, canonical] of [
      ["de", "de", "/de/p/alter-name-1042311/", "/de/p/leinen-tischdecke-1042311/"],
      ["de", "de", "/de/p/1042311/", "/de/p/leinen-tischdecke-1042311/"],
      ["fr", "fr", "/fr/p/leinen-tischdecke-1042311/", "/fr/p/nappe-en-lin-1042311/"],
    ] as const) {
      const api = productApi();
      const rendered = await renderer.render(
        "productDetail",
        fragmentRequest({
          api,
          language,
          country,
          route: "product",
          path,
          params: { pdp: path.split("/")[3] ?? "" },
          query: { variant: "1042311_03" },
        }),
      );
      expect(api.calls, path).toEqual([["product", "1042311"]]);
      expect(rendered.outcome, path).toEqual({ kind: "redirect", path: canonical });
      expect(rendered.html, path).toBe("");
    }
  });
});
