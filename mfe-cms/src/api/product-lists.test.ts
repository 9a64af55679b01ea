import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  shopContext,
  type CatalogueProducts,
  type ContentStory,
  type ProductListSelection,
  type ProductTeaser,
  type ShopContext,
} from "@shop/shared";
import {
  memoryLogger,
  testDatabase,
  testPlatform,
  testShops,
  type TestDatabase,
} from "@shop/shared/testing";
import { cmsApi, cmsMigrations } from "./index.ts";
import { productListSelection, withProductLists } from "./product-lists.ts";

const germany = shopContext("home", "de", "de");

const teaser = (referenceKey: string, language = "de"): ProductTeaser => ({
  id: `home-${referenceKey}`,
  referenceKey,
  name: `Produkt ${referenceKey} (${language})`,
  brand: "Wohnfein",
  seoPath: `p/produkt-${referenceKey}/`,
  firstVariantId: `home-${referenceKey}-1`,
  price: { withTax: 1999, currencyCode: "EUR" },
  images: [{ src: `/images/home/${referenceKey}-0.webp` }],
});

/** A catalogue that answers every selection with two products and records what it was asked. */
function fakeCatalogue(answer?: (selection: ProductListSelection) => Promise<ProductTeaser[]>) {
  const asked: { shop: ShopContext; selection: ProductListSelection }[] = [];
  const catalogue: CatalogueProducts = {
    productTeasers: (shop, selection) => {
      asked.push({ shop, selection });
      return answer
        ? answer(selection)
        : Promise.resolve([teaser("1000000", shop.language), teaser("1000001", shop.language)]);
    },
  };
  return { catalogue, asked };
}

const block = (fields: Record<string, unknown>) => ({
  _uid: "list",
  component: "product_list",
  ...fields,
});

describe("a product-list block's selection (decision 0049)", () => {
  it("takes product numbers first, in the editor's order, from a list or one text", () => {
    expect(productListSelection(block({ productNumbers: "1000003, 1000001;1000003 x/y" }))).toEqual(
      { productNumbers: ["1000003", "1000001"], size: 12 },
    );
    expect(
      productListSelection(block({ productNumbers: ["1000002", 7], category: "kueche", size: 4 })),
    ).toEqual({ productNumbers: ["1000002"], size: 4 });
  });

  it("else a category and search words; at most 24 products, 12 unless the editor says", () => {
    expect(productListSelection(block({ category: " kueche ", query: "Leinen" }))).toEqual({
      category: "kueche",
      query: "Leinen",
      size: 12,
    });
    expect(productListSelection(block({ query: "Teekanne", size: 200 }))).toEqual({
      query: "Teekanne",
      size: 24,
    });
    expect(productListSelection(block({ category: "bad", size: "0" }))).toEqual({
      category: "bad",
      size: 12,
    });
  });

  it("selects nothing when the block names no product, category or search", () => {
    expect(productListSelection(block({ headline: "Beliebt" }))).toBeUndefined();
    expect(productListSelection(block({ productNumbers: "", category: 3 }))).toBeUndefined();
  });
});

describe("a story's product lists", () => {
  const story: ContentStory = {
    uuid: "u",
    name: "Küche",
    full_slug: "kueche",
    content: {
      component: "page",
      body: [
        { _uid: "hero", component: "hero", headline: "Küche" },
        block({ category: "kueche" }),
        {
          _uid: "grid",
          component: "grid",
          columns: [block({ _uid: "nested", productNumbers: "1000005" }), "kept as it is"],
        },
        block({ _uid: "empty" }),
      ],
    },
  };

  it("get the catalogue's products, nested ones too, and an empty list without a selection", async () => {
    const { catalogue, asked } = fakeCatalogue();
    const resolved = await withProductLists(story, germany, catalogue, memoryLogger());
    const [hero, list, grid, empty] = resolved.content.body;
    expect(hero).toEqual(story.content.body[0]);
    expect(list?.products).toEqual([teaser("1000000"), teaser("1000001")]);
    expect((grid?.columns as unknown[])[0]).toMatchObject({ _uid: "nested", products: [{}, {}] });
    expect((grid?.columns as unknown[])[1]).toBe("kept as it is");
    expect(empty?.products).toEqual([]);
    expect(asked.map((call) => call.selection)).toEqual([
      { category: "kueche", size: 12 },
      { productNumbers: ["1000005"], size: 12 },
    ]);
    expect(asked.every((call) => call.shop === germany)).toBe(true);
  });

  it("stay empty when the catalogue fails or is not wired, the failure logged", async () => {
    const logger = memoryLogger();
    const { catalogue } = fakeCatalogue(() => Promise.reject(new Error("catalogue down")));
    const resolved = await withProductLists(story, germany, catalogue, logger);
    expect(resolved.content.body[1]?.products).toEqual([]);
    expect(logger.lines.map((line) => line.event)).toContain("cms.product_list_failed");
    const unwired = await withProductLists(story, germany, undefined, memoryLogger());
    expect(unwired.content.body[1]?.products).toEqual([]);
  });
});

describe("GET /api/cms/{slug} with the seeded landing pages' product lists", () => {
  let database: TestDatabase;
  const app = new Hono();
  const { catalogue, asked } = fakeCatalogue();
  beforeAll(async () => {
    database = await testDatabase("pglite", [cmsMigrations]);
    const api = cmsApi({ ...testPlatform(database.db, testShops()), products: catalogue });
    for (const { path, routes } of api.routes) app.route(path, routes);
  });
  afterAll(() => database.dispose());

  it("answers each main category's page with its category's products, in every language", async () => {
    for (const [host, locale, slug, category] of [
      ["localhost", "de-de", "kueche", "kueche"],
      ["be.localhost", "fr-be", "cuisine", "cuisine"],
      ["nl.localhost", "nl-nl", "badkamer", "badkamer"],
      ["ch.baby.localhost", "fr-ch", "jouets", "jouets"],
      ["de.baby.localhost", "de-de", "babyzimmer", "babyzimmer"],
    ] as const) {
      asked.length = 0;
      const response = await app.request(`/api/cms/${slug}?locale=${locale}`, {
        headers: { host },
      });
      expect(response.status, slug).toBe(200);
      const { page } = (await response.json()) as { page: ContentStory };
      const list = page.content.body.find((entry) => entry.component === "product_list");
      expect(list, slug).toMatchObject({ category, layout: "slider", products: [{}, {}] });
      expect(asked.map((call) => call.selection)).toEqual([{ category, size: 8 }]);
    }
  });
});
