import { randomBytes } from "node:crypto";
import type { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import {
  recommendationServiceBody,
  type RecommendationRequest,
  type RecommendationServiceResponse,
  type RecommendationSlotsResponse,
} from "@shop/shared";
import { viewLimits } from "./recommendation-service.ts";
import { testApp } from "./testing/test-app.ts";
import { seededTestDatabase, testCatalogApi } from "./testing/test-catalogue.ts";

const handle = await seededTestDatabase("pglite");
afterAll(() => handle.dispose());
const app = testApp(testCatalogApi(handle));

/**
 * A browser against the recommendation service: keeps its session cookie, and its anonymous
 * tracking id (the local `userId`, bound to its session when it records a view).
 */
function browser(service: Hono = app) {
  let cookie: string | undefined;
  const trackingId = randomBytes(16).toString("hex");
  const post = async (path: string, body: unknown) => {
    const response = await service.request(path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    cookie = /sid=[^;]+/.exec(response.headers.get("set-cookie") ?? "")?.[0] ?? cookie;
    return response;
  };
  return {
    trackingId,
    async recommend(request: RecommendationRequest, projectId = "home-de-de") {
      const response = await post(
        "/optimization/recommend/user",
        recommendationServiceBody(request, projectId),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as RecommendationServiceResponse;
      return body.data.map((item) => item.product_id);
    },
    view: (referenceKey: string, customer = trackingId) =>
      post("/optimization/view", {
        project_id: "home-de-de",
        customer_ids: { cookie: customer },
        item_id: referenceKey,
      }),
  };
}

/** A recommendation asked without a session. */
const recommend = (request: RecommendationRequest, projectId?: string) =>
  browser().recommend(request, projectId);

const lastSeen = (trackingId: string): RecommendationRequest => ({
  recommendationId: "last-seen",
  fillWithRandom: false,
  size: 12,
  trackingId,
});

describe("GET /api/shop/recommendation-slots/", () => {
  it("answers every slot of the locale, the service to ask and the project", async () => {
    const response = await app.request("/api/shop/recommendation-slots/?locale=fr-ch", {
      headers: { host: "ch.localhost" },
    });
    const body = (await response.json()) as RecommendationSlotsResponse;
    expect(body.service).toBe("/optimization/recommend/user");
    expect(body.projectId).toBe("home-fr-ch");
    expect(Object.keys(body.slots).sort()).toEqual([
      "add_to_cart_layer",
      "basket",
      "listing_bestseller",
      "listing_last_seen",
      "pds_alternatives",
      "pds_last_seen",
      "pds_suggestions",
      "search",
    ]);
    expect(body.slots.pds_alternatives).toMatchObject({
      recommendationId: "alternatives",
      fillWithRandom: true,
      size: 12,
    });
    expect(body.slots.pds_alternatives?.fallback).toHaveLength(12);
    expect(body.slots.listing_last_seen).toMatchObject({ fillWithRandom: false, fallback: [] });
  });
});

describe("POST /optimization/recommend/user", () => {
  it("answers bestsellers by units sold, buyable only, at most the size", async () => {
    const ids = await recommend({
      recommendationId: "bestsellers",
      fillWithRandom: false,
      size: 12,
    });
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(ids.every((id) => id.startsWith("1"))).toBe(true);
    // 1000007 is sold out in every variant: never recommended.
    expect(ids).not.toContain("1000007");
  });

  it("answers alternatives from the item's subcategory at a similar price, never the item or its siblings", async () => {
    const ids = await recommend({
      recommendationId: "alternatives",
      fillWithRandom: false,
      size: 12,
      itemId: "1000000",
    });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain("1000000");
    expect(ids).not.toContain("1000001");
    expect(ids).not.toContain("1000002");
    const item = await productCategories("1000000");
    for (const id of ids) {
      expect(await productCategories(id), id).toContain(item[1]);
    }
  });

  it("answers suggestions from the item's department, outside its subcategory", async () => {
    const ids = await recommend({
      recommendationId: "suggestions",
      fillWithRandom: false,
      size: 6,
      itemId: "1000000",
    });
    const [department, subcategory] = await productCategories("1000000");
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const categories = await productCategories(id);
      expect(categories[0], id).toBe(department);
      expect(categories[1], id).not.toBe(subcategory);
    }
  });

  it("fills up with random bestsellers when asked to, without repeats", async () => {
    const ids = await recommend({
      recommendationId: "alternatives",
      fillWithRandom: true,
      size: 12,
      itemId: "1999999",
    });
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
  });

  it("applies catalogue filters", async () => {
    const ids = await recommend({
      recommendationId: "bestsellers",
      fillWithRandom: false,
      size: 12,
      filters: [
        { property: "category", type: "string", operator: "equals", value: "kueche" },
        { property: "price", type: "number", operator: "less than", value: 3000 },
      ],
    });
    expect(ids.length).toBeGreaterThan(0);
    const listed = await app.request(
      `/api/shop/recommendations/?locale=de-de&referenceKeys=${ids.join(",")}`,
    );
    const { products } = (await listed.json()) as {
      products: { price: { withTax: number } }[];
    };
    expect(products.every((product) => product.price.withTax < 3000)).toBe(true);
    for (const id of ids) expect((await productCategories(id))[0]).toBe("home-kitchen");
  });

  it("remembers what a visitor saw, newest first, for the last-seen slots", async () => {
    const shopper = browser();
    expect(await shopper.recommend(lastSeen(shopper.trackingId))).toEqual([]);
    for (const key of ["1000003", "1000010", "1000004"]) {
      expect((await shopper.view(key)).status).toBe(204);
    }
    expect((await shopper.view("1000003")).status).toBe(204);
    expect(await shopper.recommend(lastSeen(shopper.trackingId))).toEqual([
      "1000003",
      "1000004",
      "1000010",
    ]);
    // On the product page the item itself is left out.
    expect(await shopper.recommend({ ...lastSeen(shopper.trackingId), itemId: "1000004" })).toEqual(
      ["1000003", "1000010"],
    );
    expect((await shopper.view("1999998")).status).toBe(404);
  });

  it("answers last-seen only for the caller's own session, empty for anyone else's id", async () => {
    const shopper = browser();
    expect((await shopper.view("1000003")).status).toBe(204);
    expect(await shopper.recommend(lastSeen(shopper.trackingId))).toEqual(["1000003"]);
    expect(await recommend(lastSeen(shopper.trackingId))).toEqual([]);
    const stranger = browser();
    expect((await stranger.view("1000010")).status).toBe(204);
    expect(await stranger.recommend(lastSeen(shopper.trackingId))).toEqual([]);
  });

  it("records views only for the visitor's own tracking id", async () => {
    const shopper = browser();
    expect((await shopper.view("1000003")).status).toBe(204);
    const intruder = browser();
    const planted = await intruder.view("1000010", shopper.trackingId);
    expect(planted.status).toBe(404);
    expect(await shopper.recommend(lastSeen(shopper.trackingId))).toEqual(["1000003"]);
  });

  it("limits views per visitor and per client address: over either, 429 with Retry-After", async () => {
    const service = testApp(testCatalogApi(handle));
    const shopper = browser(service);
    for (let count = 1; count <= viewLimits.perVisitor.max; count += 1) {
      expect((await shopper.view("1000003")).status, `view ${count}`).toBe(204);
    }
    const tooMany = await shopper.view("1000004");
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers.get("retry-after"))).toBeGreaterThan(0);
    // Every attempt counts for the client, the refused one too.
    let left = viewLimits.perClient.max - viewLimits.perVisitor.max - 1;
    while (left > 0) {
      const next = browser(service);
      for (let count = Math.min(left, viewLimits.perVisitor.max); count > 0; count -= 1) {
        expect((await next.view("1000003")).status).toBe(204);
        left -= 1;
      }
    }
    const fresh = browser(service);
    expect((await fresh.view("1000003")).status).toBe(429);
  });

  it.each([
    [{ engine_id: "magic" }, "engine_id"],
    [{ size: 0 }, "size"],
    [{ size: 1.5 }, "size"],
    [{ project_id: "home-nl-de" }, "project_id home-nl-de is not a shop"],
    [{ item_id: "<x>" }, "item_id: is not a product id"],
    [{ customer_ids: { cookie: "x" } }, "customer_ids.cookie: is not a tracking id"],
    [
      {
        catalog_filter: [
          {
            property: "price",
            constraint: {
              type: "number",
              operator: "between",
              operands: [{ type: "constant", value: 1 }],
            },
          },
        ],
      },
      "between takes two operands",
    ],
  ])("refuses %j with 400 and a message", async (change, message) => {
    const body = {
      ...recommendationServiceBody(
        { recommendationId: "bestsellers", fillWithRandom: false, size: 4 },
        "home-de-de",
      ),
      ...change,
    };
    const response = await app.request("/optimization/recommend/user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(message);
  });

  // A body not sent as JSON (415) is refused before, by the platform's guard on mutations.
  it("refuses a body that is not JSON", async () => {
    const malformed = await app.request("/optimization/recommend/user", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(malformed.status).toBe(400);
  });
});

async function productCategories(referenceKey: string): Promise<string[]> {
  const response = await app.request(`/api/shop/product/${referenceKey}/?locale=de-de`);
  const { product } = (await response.json()) as { product: { categories: { id: string }[] } };
  return product.categories.map((category) => category.id);
}
