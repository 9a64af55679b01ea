import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fragmentSlotPlaceholder,
  shopContext,
  type ContentBlock,
  type ContentStory,
  type FragmentRenderer,
} from "@shop/shared";
import {
  builtServerModule,
  fragmentRequest,
  testDatabase,
  testPlatform,
  testShops,
  type TestDatabase,
} from "@shop/shared/testing";
import { cmsApi, cmsMigrations } from "../api/index.ts";
import type { CmsClient } from "../api/client.ts";
import { productListQuery, productListSlots } from "./product-list-slots.ts";

const block = (fields: Record<string, unknown>): ContentBlock => ({
  _uid: "list",
  component: "product_list",
  ...fields,
});

describe("a product-list block's query for the catalogue's product list (decisions 0049, 0055)", () => {
  it("takes product numbers first, in the editor's order, from a list or one text", () => {
    expect(productListQuery(block({ productNumbers: "1000003, 1000001;1000003 x/y" }))).toEqual({
      productNumbers: "1000003,1000001",
      size: "12",
      layout: "grid",
    });
    expect(
      productListQuery(
        block({ productNumbers: ["1000002", 7], category: "kueche", size: 4, layout: "slider" }),
      ),
    ).toEqual({ productNumbers: "1000002", size: "4", layout: "slider" });
  });

  it("else a category and search words; at most 24 products, 12 unless the editor says", () => {
    expect(
      productListQuery(block({ category: " kueche ", query: "Leinen", headline: " Beliebt " })),
    ).toEqual({ category: "kueche", q: "Leinen", size: "12", layout: "grid", headline: "Beliebt" });
    expect(productListQuery(block({ query: "Teekanne", size: 200 }))).toMatchObject({ size: "24" });
    expect(productListQuery(block({ category: "bad", size: "0" }))).toMatchObject({ size: "12" });
  });

  it("asks nothing when the block names no product, category or search", () => {
    expect(productListQuery(block({ headline: "Beliebt" }))).toBeUndefined();
    expect(productListQuery(block({ productNumbers: "", category: 3 }))).toBeUndefined();
  });
});

const story: ContentStory = {
  uuid: "u",
  name: "Küche",
  full_slug: "kueche",
  content: {
    component: "page",
    body: [
      { _uid: "hero", component: "hero", headline: "Küche" },
      block({ category: "kueche", layout: "slider" }),
      {
        _uid: "grid",
        component: "grid",
        columns: [block({ _uid: "nested", productNumbers: "1000005" }), "kept as it is"],
      },
      block({ _uid: "empty" }),
    ],
  },
  translated_slugs: [],
};

describe("a story's product-list slots", () => {
  it("name one slot per block with a selection, nested ones too, for the catalogue's list", () => {
    const { story: slotted, slots } = productListSlots(story);
    const [hero, list, grid, empty] = slotted.content.body;
    expect(hero).toEqual(story.content.body[0]);
    expect(list?.fragmentSlot).toBe("product-list-1");
    expect((grid?.columns as unknown[])[0]).toMatchObject({ fragmentSlot: "product-list-2" });
    expect((grid?.columns as unknown[])[1]).toBe("kept as it is");
    expect(empty?.fragmentSlot).toBeUndefined();
    expect(slots).toEqual([
      {
        id: "product-list-1",
        ref: { mfe: "mfe-catalog", fragment: "productList" },
        query: { category: "kueche", size: "12", layout: "slider" },
      },
      {
        id: "product-list-2",
        ref: { mfe: "mfe-catalog", fragment: "productList" },
        query: { productNumbers: "1000005", size: "12", layout: "grid" },
      },
    ]);
  });
});

const renderer = await builtServerModule<FragmentRenderer>(import.meta.dirname + "/../..");

describe("the content page's product lists, rendered", () => {
  it("leave an empty slot per list in the markup and name them for the edge", async () => {
    const api = {
      page: () => Promise.resolve({ page: story, alternates: [] }),
    } as unknown as CmsClient;
    const result = await renderer.render("contentPage", fragmentRequest({ api }));
    expect(result.html).toContain(
      `<div class="cms-product-list">${fragmentSlotPlaceholder("product-list-1")}</div>`,
    );
    expect(result.html).toContain(fragmentSlotPlaceholder("product-list-2"));
    expect(result.slots?.map((slot) => slot.id)).toEqual(["product-list-1", "product-list-2"]);
  });

  describe("on the seeded landing pages", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await testDatabase("pglite", [cmsMigrations]);
    });
    afterAll(() => database.dispose());

    it("show each main category's products as a slider, in every language", async () => {
      const api = cmsApi(testPlatform(database.db, testShops()));
      for (const [brand, country, language, slug] of [
        ["home", "de", "de", "kueche"],
        ["home", "be", "fr", "cuisine"],
        ["home", "nl", "nl", "badkamer"],
        ["baby", "ch", "fr", "jouets"],
        ["baby", "de", "de", "babyzimmer"],
      ] as const) {
        const shop = shopContext(brand, country, language);
        const request = fragmentRequest({
          brand,
          country,
          language,
          path: `/${language}/${slug}/`,
          api: api.client({ shop, cookies: {} }),
        });
        const result = await renderer.render("contentPage", request);
        expect(result.slots, slug).toHaveLength(1);
        expect(result.slots?.[0], slug).toMatchObject({
          id: "product-list-1",
          ref: { mfe: "mfe-catalog", fragment: "productList" },
          query: { category: slug, size: "8", layout: "slider" },
        });
      }
    });
  });
});
