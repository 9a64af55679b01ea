import { describe, expect, it } from "vitest";
import type { RecommendationsResponse } from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";
import { productPaths } from "../testing/product-paths.ts";

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

  it("prices in the shop's currency and names in its language", async () => {
    const { app } = await testEdge();
    const response = await app.request(
      "/api/shop/recommendations/?locale=fr-ch&referenceKeys=1000004",
      { headers: { host: "ch.localhost" } },
    );
    const [first] = ((await response.json()) as RecommendationsResponse).products;
    expect(first?.price.currencyCode).toBe("CHF");
    const paths = await productPaths(app, "1000004", "ch.localhost", "fr-ch");
    expect(first?.name).toBe(paths.name);
    expect(`/fr/${first?.seoPath}`).toBe(paths.fr);
  });

  it("refuses missing, malformed or too many keys and a locale the shop does not offer", async () => {
    const { app } = await testEdge();
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
