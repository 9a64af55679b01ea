import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { seededTestDatabase, type SeededTestDatabase } from "../../api/testing/test-catalogue.ts";
import { loadProduct } from "../product-detail.ts";
import { RecommendationEngine, type RecommendQuery } from "./recommendation-engine.ts";

const belgium = shopContext("baby", "be", "nl");

describe.each(["pglite", "postgres"] as const)(
  "recommendations and product pages on %s",
  (kind) => {
    let handle: SeededTestDatabase;
    let engine: RecommendationEngine;
    beforeAll(async () => {
      handle = await seededTestDatabase(kind, 150);
      engine = new RecommendationEngine(handle.db);
    }, 120_000);
    afterAll(() => handle.dispose());

    const query = (change: Partial<RecommendQuery>): RecommendQuery => ({
      shop: belgium,
      engine: "bestsellers",
      size: 12,
      fillWithRandom: false,
      filters: [],
      ...change,
    });

    it("answers the brand's products only, alternatives at a similar price", async () => {
      const bestsellers = await engine.recommend(query({}));
      expect(bestsellers).toHaveLength(12);
      expect(bestsellers.every((key) => key.startsWith("2"))).toBe(true);
      const item = await loadProduct(handle.db, belgium, "2000000");
      const itemPrice = item?.product.variants[0]?.price.withTax ?? 0;
      const alternatives = await engine.recommend(
        query({ engine: "alternatives", itemId: "2000000" }),
      );
      expect(alternatives.length).toBeGreaterThan(0);
      for (const key of alternatives) {
        const found = await loadProduct(handle.db, belgium, key);
        const price = found?.product.variants[0]?.price.withTax ?? 0;
        expect(price, key).toBeGreaterThanOrEqual(Math.floor(itemPrice * 0.65));
        expect(price, key).toBeLessThanOrEqual(Math.ceil(itemPrice * 1.5));
      }
    });

    it("keeps each visitor's last seen apart, at most fifty", async () => {
      for (let index = 0; index < 55; index += 1) {
        await engine.recordView(belgium, "visitor-a-123", `2${String(index).padStart(6, "0")}`);
      }
      await engine.recordView(belgium, "visitor-b-123", "2000001");
      const a = await engine.recommend(
        query({ engine: "last-seen", customerId: "visitor-a-123", size: 48 }),
      );
      // 55 seen, 50 kept; the sold-out ones are never recommended.
      expect(a.length).toBeLessThanOrEqual(50);
      expect(a[0]).toBe("2000054");
      expect(a).not.toContain("2000000");
      expect(
        await engine.recommend(query({ engine: "last-seen", customerId: "visitor-b-123" })),
      ).toEqual(["2000001"]);
    });

    it("reads a product with variants and siblings the same way", async () => {
      const found = await loadProduct(handle.db, belgium, "2000003");
      expect(found?.product.variants[0]?.price.currencyCode).toBe("EUR");
      expect(found?.product.siblings.length).toBeGreaterThan(0);
      expect(found?.alternates.nl).toMatch(/^p\/.+-2000003\/$/);
    });
  },
);
