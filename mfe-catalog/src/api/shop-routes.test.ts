import { afterAll, describe, expect, it } from "vitest";
import type { ProductPageResponse, RecommendationsResponse } from "@shop/shared";
import { testApp } from "./testing/test-app.ts";
import { seededTestDatabase, testCatalogApi } from "./testing/test-catalogue.ts";

const handle = await seededTestDatabase("pglite");
afterAll(() => handle.dispose());
const app = testApp(testCatalogApi(handle));

async function product(referenceKey: string, locale = "de-de", host = "localhost") {
  const response = await app.request(`/api/shop/product/${referenceKey}/?locale=${locale}`, {
    headers: { host },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as ProductPageResponse).product;
}

describe("GET /api/shop/product/{referenceKey}/", () => {
  it("answers the product with its variants priced for the shop", async () => {
    const found = await product("1000020");
    expect(found.referenceKey).toBe("1000020");
    expect(found.seoUrl).toMatch(/^p\/.+-1000020\/$/);
    expect(found.variants.length).toBeGreaterThan(0);
    for (const variant of found.variants) {
      expect(variant.referenceKey).toMatch(/^1000020_\d{2}$/);
      expect(variant.price.currencyCode).toBe("EUR");
      expect(Number.isInteger(variant.price.withTax)).toBe(true);
      expect(variant.delivery.priceReference).toBe("1000020@home-de");
      expect(variant.priceScale.priceReference).toBe("1000020@home-de");
    }
    // The brand's 21st product is the guaranteed instant-delivery case.
    expect(found.variants[0]?.delivery).toMatchObject({ BVC: 1, deliveryDaysFrom: 1 });
    const prices = found.variants.map((variant) => variant.price.withTax);
    expect(found.priceRange).toEqual({
      min: Math.min(...prices),
      max: Math.max(...prices),
      currencyCode: "EUR",
    });
    expect(found.categories.map((category) => category.id)).toEqual([
      expect.stringMatching(/^home-[a-z]+$/),
      expect.stringMatching(/^home-[a-z]+-\d$/),
    ]);
    expect(found.images[0]?.src).toMatch(/^\/images\/home\/1000020-0\.webp$/);
    expect(new Date(found.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(found.firstLiveAt).getTime(),
    );
  });

  it("prices in francs in Switzerland and translates per language", async () => {
    const german = await product("1000020", "de-ch", "ch.localhost");
    const french = await product("1000020", "fr-ch", "ch.localhost");
    expect(german.variants[0]?.price.currencyCode).toBe("CHF");
    expect(french.variants[0]?.price.withTax).toBe(german.variants[0]?.price.withTax);
    expect(french.name).not.toBe(german.name);
    expect(french.categories[0]?.categoryName).not.toBe(german.categories[0]?.categoryName);
  });

  it("lists buyable siblings and drops those whose every variant is sold out", async () => {
    // Products come in sibling groups of three; 1000007 is sold out in every variant.
    const soldOut = await product("1000007");
    expect(soldOut.isSoldOut).toBe(true);
    expect(soldOut.variants.every((variant) => variant.delivery.BVC === 4)).toBe(true);
    const found = await product("1000006");
    expect(found.siblings.map((sibling) => sibling.referenceKey)).toEqual(["1000008"]);
    const [sibling] = found.siblings;
    expect(sibling?.buyableVariant.referenceKey).toMatch(/^1000008_/);
    expect(sibling?.variants.length).toBeGreaterThan(0);
    expect(sibling?.hasVariants).toBe((sibling?.variants.length ?? 0) > 1);
    expect(sibling?.imageHash).toMatch(/^[0-9a-f]{12}$/);
    expect(sibling?.advancedAttributes.farbe.length).toBeGreaterThan(0);
  });

  it("carries price scales, reference prices and reductions where the data has them", async () => {
    const variants = (
      await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          product(`1${String(index).padStart(6, "0")}`).catch(() => undefined),
        ),
      )
    ).flatMap((found) => found?.variants ?? []);
    const scaled = variants.find((variant) => variant.priceScale.scaleAmount1 !== undefined);
    expect(scaled?.priceScale).toMatchObject({
      scaleAmount1: 2,
      scaleAmount2: 3,
      scaleAmount3: 6,
      scalePromotionKey1: "scale-2",
    });
    const reduced = variants.find((variant) => variant.price.appliedReductions.length > 0);
    const rrp = reduced?.price.recommendedRetailPrice ?? 0;
    expect(rrp).toBeGreaterThan(reduced?.price.withTax ?? Infinity);
    expect(reduced?.price.appliedReductions[0]?.amount.relative).toBeCloseTo(
      1 - (reduced?.price.withTax ?? 0) / rrp,
      2,
    );
  });

  it("answers 404 for an unknown product and 400 for a malformed key", async () => {
    const unknown = await app.request("/api/shop/product/1999998/?locale=de-de");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "No product 1999998" });
    expect((await app.request("/api/shop/product/<x>/?locale=de-de")).status).toBe(400);
    // A baby product is not in the home shop.
    expect((await app.request("/api/shop/product/2000001/?locale=de-de")).status).toBe(404);
  });
});

describe("GET /api/shop/navigation/", () => {
  it("answers the brand's category tree in the shop's language", async () => {
    const response = await app.request("/api/shop/navigation/?locale=fr-fr", {
      headers: { host: "fr.localhost" },
    });
    const { nodes } = (await response.json()) as {
      nodes: { name: string; link: string; children?: { name: string; link: string }[] }[];
    };
    expect(nodes[0]).toMatchObject({ name: "Cuisine", link: "/fr/cuisine/" });
    expect(nodes[0]?.children?.map((child) => child.name)).toContain("Nappes");
    expect(nodes[0]?.children?.[0]?.link).toMatch(/^\/fr\/cuisine\/[a-z-]+\/$/);
    expect(nodes.every((node) => (node.children?.length ?? 0) > 0)).toBe(true);
  });
});

describe("GET /api/shop/recommendations/?referenceKeys=", () => {
  it("answers the products of the given keys in their order, leaving unknown keys out", async () => {
    const response = await app.request(
      "/api/shop/recommendations/?locale=nl-nl&referenceKeys=1000004,9999999,1000001",
      { headers: { host: "nl.localhost" } },
    );
    expect(response.status).toBe(200);
    const { products } = (await response.json()) as RecommendationsResponse;
    expect(products.map((product) => product.referenceKey)).toEqual(["1000004", "1000001"]);
    expect(products[0]?.seoPath).toMatch(/^p\/.+-1000004\/$/);
  });

  it("prices in the shop's currency and names in its language", async () => {
    const response = await app.request(
      "/api/shop/recommendations/?locale=fr-ch&referenceKeys=1000004",
      { headers: { host: "ch.localhost" } },
    );
    const [first] = ((await response.json()) as RecommendationsResponse).products;
    expect(first?.price.currencyCode).toBe("CHF");
    const page = await app.request("/api/shop/product/1000004/?locale=fr-ch", {
      headers: { host: "ch.localhost" },
    });
    const { product, alternates } = (await page.json()) as ProductPageResponse;
    expect(first?.name).toBe(product.name);
    expect(`/fr/${first?.seoPath}`).toBe(`/fr/${alternates.fr}`);
  });

  it("refuses missing, malformed or too many keys and a locale the shop does not offer", async () => {
    const tooMany = Array.from({ length: 49 }, (_, index) => 1000000 + index).join(",");
    for (const query of [
      "referenceKeys=1,<script>",
      "referenceKeys=",
      "",
      `referenceKeys=${tooMany}`,
    ]) {
      const response = await app.request(`/api/shop/recommendations/?locale=de-de&${query}`);
      expect(response.status, query).toBe(400);
    }
    const wrongLocale = await app.request(
      "/api/shop/recommendations/?locale=nl-nl&referenceKeys=1000004",
    );
    expect(wrongLocale.status).toBe(400);
    expect(await wrongLocale.json()).toEqual({ error: "locale must be one of de-de on this shop" });
  });
});

describe("GET /api/shop/search/", () => {
  it("answers products, total and facets, and 400 for malformed parameters", async () => {
    const response = await app.request("/api/shop/search/?locale=de-de&q=Tischdecken&perPage=2");
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      total: number;
      products: unknown[];
      facets: { categories: unknown[] };
    };
    expect(body.total).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(2);
    expect(body.facets.categories.length).toBeGreaterThan(0);
    const bad = await app.request("/api/shop/search/?locale=de-de&sort=cheap");
    expect(bad.status).toBe(400);
  });
});
