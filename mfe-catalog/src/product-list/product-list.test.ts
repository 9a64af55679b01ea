import { describe, expect, it } from "vitest";
import type { FragmentRenderer, SearchResponse } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";
import { fakeCatalogClient } from "../api/testing/fake-catalog-client.ts";

const teaser = (referenceKey: string, name: string) => ({
  id: `home-${referenceKey}`,
  referenceKey,
  name,
  brand: "Wohnfein",
  seoPath: `p/${referenceKey}/`,
  firstVariantId: `${referenceKey}_01`,
  price: { withTax: 2495, currencyCode: "EUR" as const },
});

const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/../..");

/** A content page's product list rendered with the given slot query (decision 0055). */
async function productList(query: Record<string, string>, api = fakeCatalogClient()) {
  const rendered = await renderer.render("productList", fragmentRequest({ api, query }));
  return { ...rendered, calls: api.calls };
}

describe("a content page's product list (the catalogue's fragment in a content slot)", () => {
  it("is the same on every page and reads only its slot's query", () => {
    expect(renderer.fragments.productList).toEqual({
      personal: false,
      cache: {
        query: ["category", "headline", "layout", "productNumbers", "q", "size"],
        perPage: false,
      },
    });
  });

  it("shows products by number in the editor's order as the catalogue's slider, headed by the headline", async () => {
    const api = fakeCatalogClient({
      recommendations: (keys) =>
        Promise.resolve(keys.map((key) => teaser(key, `Tischdecke ${key}`))),
    });
    const { html, state, calls } = await productList(
      { productNumbers: "1000003,1000001,../x", layout: "slider", headline: "Beliebt", size: "1" },
      api,
    );
    expect(calls).toEqual([["recommendations", ["1000003", "1000001"]]]);
    expect(state).toMatchObject({ layout: "slider", headline: "Beliebt", products: [{}] });
    expect(html).toContain('class="cat-slider"');
    expect(html).toContain(">Beliebt</h2>");
    expect(html).toContain('href="/de/p/1000003/"');
    expect(html).not.toContain("1000001");
    expect(html).toMatch(/24,95\s€/);
  });

  it("shows a category's listing as the catalogue's grid of cards, with its own heading without a headline", async () => {
    const result = { products: [teaser("1000007", "Teekanne Mila")] } as unknown as SearchResponse;
    const api = fakeCatalogClient({ search: () => Promise.resolve(result) });
    const { html, calls } = await productList({ category: "kueche", q: "Tee", size: "8" }, api);
    expect(calls).toEqual([
      ["search", { locale: "de-de", category: "kueche", q: "Tee", page: "1", perPage: "8" }],
    ]);
    expect(html).toContain('<ul class="cat-card-grid">');
    expect(html).toContain(">Produkte für Sie</h2>");
    expect(html).toContain('href="/de/p/1000007/"');
  });

  it("shows nothing for a selection the search refuses, and fails on any other failure", async () => {
    const refused = Object.assign(new Error("category is not valid"), { status: 400 });
    const { html } = await productList(
      { category: "x".repeat(300) },
      fakeCatalogClient({ search: () => Promise.reject(refused) }),
    );
    expect(html).toBe("");
    await expect(
      productList(
        { category: "kueche" },
        fakeCatalogClient({ search: () => Promise.reject(new Error("database away")) }),
      ),
    ).rejects.toThrow("database away");
    expect((await productList({ headline: "Nichts gewählt" })).html).toBe("");
  });
});
