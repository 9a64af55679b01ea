import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { seededTestDatabase, testCatalogApi } from "./testing/test-catalogue.ts";

const germany = shopContext("home", "de", "de");
const babyGermany = shopContext("baby", "de", "de");

describe("the catalogue's page facts for campaign triggers", () => {
  let handle: Awaited<ReturnType<typeof seededTestDatabase>>;
  let api: ReturnType<typeof testCatalogApi>;
  beforeAll(async () => {
    handle = await seededTestDatabase("pglite");
    api = testCatalogApi(handle);
  });
  afterAll(() => handle.dispose());

  it("gives a product's brand, subbrand, categories and sale flag as its page shows them", async () => {
    const page = await api.client({ shop: germany, cookies: {} }).product("1000001");
    if (!page) throw new Error("The demo catalogue has no product 1000001");
    const facts = await api.facts.productFacts(germany, "1000001");
    expect(facts).toEqual({
      brand: page.product.brand,
      ...(page.product.subbrand ? { subbrand: page.product.subbrand } : {}),
      breadcrumb: page.product.categories.map((category) => category.categoryName),
      sale: page.product.sale,
    });
    expect(facts?.breadcrumb.length).toBeGreaterThan(0);
  });

  it("knows no product of another brand and no unknown number", async () => {
    expect(await api.facts.productFacts(babyGermany, "1000001")).toBeUndefined();
    expect(await api.facts.productFacts(germany, "9999999")).toBeUndefined();
  });

  it("gives a category page's trail in the shop's navigation, and nothing for another path", async () => {
    const [top] = await api.navigation(germany);
    const child = top?.children?.[0];
    if (!top || !child) throw new Error("The demo navigation has no second level");
    expect(await api.facts.categoryFacts(germany, child.link)).toEqual({
      breadcrumb: [top.name, child.name],
      sale: false,
    });
    expect(await api.facts.categoryFacts(germany, "/de/ueber-uns/")).toBeUndefined();
  });
});
