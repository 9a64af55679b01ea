import { describe, expect, it } from "vitest";
import type { ProductPageResponse } from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";

const { app } = await testEdge();

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
