import { afterAll, describe, expect, it } from "vitest";
import type { Product, ProductPageResponse } from "@shop/shared";
import { testApp } from "./testing/test-app.ts";
import { seededTestDatabase, testCatalogApi } from "./testing/test-catalogue.ts";

const handle = await seededTestDatabase("pglite", 60);
afterAll(() => handle.dispose());
const app = testApp(testCatalogApi(handle));

async function products(locale: string, host: string, first: number): Promise<Product[]> {
  const found: Product[] = [];
  for (let index = 1; index <= 60; index += 1) {
    const key = String(first + index);
    const response = await app.request(`/api/shop/product/${key}/?locale=${locale}`, {
      headers: { host },
    });
    if (response.ok) found.push(((await response.json()) as ProductPageResponse).product);
  }
  return found;
}

describe("the demo catalogue's product dialog data (issue 21, point 7)", () => {
  it("has electrical goods, seals, attribute advisors and promotion conditions in each language", async () => {
    for (const [locale, host] of [
      ["de-de", "localhost"],
      ["fr-be", "be.localhost"],
      ["nl-nl", "nl.localhost"],
    ] as const) {
      const home = await products(locale, host, 1000000);
      const electrical = home.filter((product) => product.advancedAttributes.elektroGeraet);
      expect(electrical.length).toBeGreaterThan(0);
      const registration = (
        electrical[0]?.advancedAttributes.elektroGeraet as { weeeRegistration?: string }
      ).weeeRegistration;
      expect(registration).toMatch(/^DE \d{8}$/);
      expect(home.some((product) => Array.isArray(product.advancedAttributes.siegel))).toBe(true);
      expect(home.some((product) => product.advancedAttributes.groessenberater)).toBe(true);
      const promoted = home.filter((product) => product.promo.length > 0);
      expect(promoted.length).toBeGreaterThan(0);
      for (const product of promoted) {
        const conditions = product.customData.promotionConditions as Record<string, string>;
        expect(Object.keys(conditions).sort()).toEqual(
          product.promo.map((promo) => promo.id).sort(),
        );
      }
    }
  });
});
