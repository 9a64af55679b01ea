import { describe, expect, it } from "vitest";
import type { RecommendationsResponse } from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";
import { productPaths } from "../testing/product-paths.ts";

describe("GET /api/shop/recommendations/", () => {
  it("answers the slot's products in the shop's language and currency", async () => {
    const { app } = await testEdge();
    const response = await app.request("/api/shop/recommendations/?locale=fr-ch&size=3", {
      headers: { host: "ch.localhost" },
    });
    expect(response.status).toBe(200);
    const { products } = (await response.json()) as RecommendationsResponse;
    expect(products).toHaveLength(3);
    expect(products.every((product) => product.price.currencyCode === "CHF")).toBe(true);
    const first = products[0];
    const paths = await productPaths(app, first?.referenceKey ?? "", "ch.localhost", "fr-ch");
    expect(first?.name).toBe(paths.name);
    expect(`/fr/${first?.seoPath}`).toBe(paths.fr);
  });

  it("refuses a locale the shop does not offer and a bad size with a message", async () => {
    const { app } = await testEdge();
    const wrongLocale = await app.request("/api/shop/recommendations/?locale=nl-nl");
    expect(wrongLocale.status).toBe(400);
    expect(await wrongLocale.json()).toEqual({ error: "locale must be one of de-de on this shop" });
    for (const size of ["0", "-1", "1.5", "abc", "1000"]) {
      const response = await app.request(`/api/shop/recommendations/?locale=de-de&size=${size}`);
      expect(response.status, size).toBe(400);
    }
  });
});

describe("GET /api/cms/{slug}", () => {
  it("answers the story of the root slug and 404 for a missing one", async () => {
    const { app } = await testEdge();
    const home = await app.request("/api/cms/_?locale=de-de");
    expect(home.status).toBe(200);
    expect(((await home.json()) as { page: { full_slug: string } }).page.full_slug).toBe("home");
    expect((await app.request("/api/cms/nicht-da?locale=de-de")).status).toBe(404);
    expect((await app.request("/api/cms/..%2Fsecret?locale=de-de")).status).toBe(400);
  });
});

describe("POST /api/telemetry/fragment-error", () => {
  it("counts a valid report per slice and version and refuses anything else", async () => {
    const edge = await testEdge();
    const report = {
      mfe: "mfe-cms",
      version: "abc",
      fragment: "contentPage",
      phase: "load",
      message: "offline",
    };
    const accepted = await edge.app.request("/api/telemetry/fragment-error", {
      method: "POST",
      body: JSON.stringify(report),
    });
    expect(accepted.status).toBe(204);
    expect(edge.failures.snapshot()).toEqual({ "mfe-cms@abc": { load: 1 } });

    const refused = await edge.app.request("/api/telemetry/fragment-error", {
      method: "POST",
      body: JSON.stringify({ ...report, mfe: "somebody-else" }),
    });
    expect(refused.status).toBe(400);
    expect(edge.failures.snapshot()).toEqual({ "mfe-cms@abc": { load: 1 } });
  });
});

describe("GET /api/shop/recommendations/?referenceKeys=", () => {
  it("answers the products of the given keys in their order, leaving unknown keys out", async () => {
    const { app } = await testEdge();
    const response = await app.request(
      "/api/shop/recommendations/?locale=nl-nl&referenceKeys=1000004,9999999,1000001",
      { headers: { host: "nl.localhost" } },
    );
    expect(response.status).toBe(200);
    const { products } = (await response.json()) as RecommendationsResponse;
    expect(products.map((product) => product.referenceKey)).toEqual(["1000004", "1000001"]);
    expect(products[0]?.seoPath).toMatch(/^p\/.+-1000004\/$/);
  });

  it("refuses malformed keys", async () => {
    const { app } = await testEdge();
    const response = await app.request(
      "/api/shop/recommendations/?locale=de-de&referenceKeys=1,<script>",
    );
    expect(response.status).toBe(400);
  });
});

describe("GET /api/shop/search/", () => {
  it("answers products, total and facets, and 400 for malformed parameters", async () => {
    const { app } = await testEdge();
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
