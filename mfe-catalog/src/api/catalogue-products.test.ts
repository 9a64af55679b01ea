import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { seededTestDatabase, testCatalogApi } from "./testing/test-catalogue.ts";

const germany = shopContext("home", "de", "de");
const belgium = shopContext("home", "be", "fr");
const babyGermany = shopContext("baby", "de", "de");

describe("the catalogue's products for the content team's product lists (decision 0049)", () => {
  let handle: Awaited<ReturnType<typeof seededTestDatabase>>;
  let api: ReturnType<typeof testCatalogApi>;
  // Seeding the demo catalogue into an embedded database takes a while on a busy machine.
  beforeAll(async () => {
    handle = await seededTestDatabase("pglite");
    api = testCatalogApi(handle);
  }, 60_000);
  afterAll(() => handle.dispose());

  it("gives products by number in the editor's order, only the shop brand's, at most the size", async () => {
    const products = await api.products.productTeasers(germany, {
      productNumbers: ["1000004", "2000000", "1000001", "1000002"],
      size: 2,
    });
    expect(products.map((product) => product.referenceKey)).toEqual(["1000004", "1000001"]);
    expect(products[0]?.seoPath).toMatch(/^p\/.+-1000004\/$/);
    expect(products[0]?.price.currencyCode).toBe("EUR");
  });

  it("gives a category's listing in the shop's language, as the listing orders it", async () => {
    const client = api.client({ shop: belgium, cookies: {} });
    const listing = await client.search({ category: "cuisine", perPage: "4" });
    const products = await api.products.productTeasers(belgium, { category: "cuisine", size: 4 });
    expect(products).toHaveLength(4);
    expect(products).toEqual(listing.products);
    expect(products[0]?.images?.length).toBeGreaterThan(0);
    expect(await api.products.productTeasers(babyGermany, { category: "kueche", size: 4 })).toEqual(
      [],
    );
  });

  it("gives a search's products, within a category too", async () => {
    const products = await api.products.productTeasers(germany, { query: "Tischdecke", size: 3 });
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.name).toMatch(/Tischdecke/);
    const inBath = await api.products.productTeasers(germany, {
      category: "bad",
      query: "Tischdecke",
      size: 3,
    });
    expect(inBath).toEqual([]);
  });
});
