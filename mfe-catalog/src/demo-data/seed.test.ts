import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@shop/shared/platform";
import { testShops } from "@shop/shared/testing";
import { seededTestDatabase, type SeededTestDatabase } from "../api/testing/test-catalogue.ts";
import { productBatches } from "./generate-catalogue.ts";
import { isCatalogueEmpty, resetDemoCatalogue } from "./seed.ts";
import { colourKeys, multicolourQuadrants } from "./vocabulary.ts";

const { shops } = testShops();

describe("the demo data generator", () => {
  it("is deterministic: the same seed gives the same products, another seed others", () => {
    const first = (seed: number) => [...productBatches({ products: 60, seed, shops }, 60)][0];
    expect(first(7)).toEqual(first(7));
    expect(first(7)?.texts[0]?.name).not.toEqual(first(8)?.texts[0]?.name);
  });
});

describe.each(["pglite", "postgres"] as const)("the seeded demo catalogue on %s", (kind) => {
  let handle: SeededTestDatabase;
  beforeAll(async () => {
    handle = await seededTestDatabase(kind, 200);
  }, 120_000);
  afterAll(() => handle.dispose());

  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(handle.db, query);

  it("holds both brands with names and descriptions in German, French and Dutch", async () => {
    const counts = await rows<{ brand: string; products: number; texts: number }>(
      sql`select p.brand, count(distinct p.id)::int as products, count(*)::int as texts
          from products p join product_texts t on t.product_id = p.id group by p.brand order by p.brand`,
    );
    expect(counts).toEqual([
      { brand: "baby", products: 80, texts: 240 },
      { brand: "home", products: 120, texts: 360 },
    ]);
    const [sample] = await rows<{ de: string; fr: string; nl: string }>(
      sql`select max(name) filter (where language = 'de') as de, max(name) filter (where language = 'fr') as fr,
          max(name) filter (where language = 'nl') as nl from product_texts where product_id = 'home-1000001'`,
    );
    expect(sample?.de).toMatch(/ aus /);
    expect(sample?.fr).toMatch(/ en /);
    expect(sample?.nl).toMatch(/ van /);
  });

  it("uses every colour key, the multicolour quadrants and every variant axis", async () => {
    const colours = await rows<{ colour: string }>(
      sql`select distinct unnest(colors) as colour from products`,
    );
    const found = colours.map((row) => row.colour);
    for (const key of Object.keys(colourKeys).filter((key) => key !== "mehrfarbig"))
      expect(found).toContain(key);
    for (const quadrant of multicolourQuadrants) expect(found).toContain(quadrant);
    const axes = await rows<{ axis: string }>(
      sql`select distinct axis from variants where axis is not null order by axis`,
    );
    expect(axes.map((row) => row.axis)).toEqual(["asGro", "auswahlWalz", "masse"]);
  });

  it("covers every delivery case of the delivery table", async () => {
    const [cases] = await rows<Record<string, number>>(sql`select
        count(*) filter (where bvc = 1 and delivery_days_to between 1 and 3)::int as instant,
        count(*) filter (where bvc = 1 and delivery_days_to between 5 and 13)::int as soon,
        count(*) filter (where bvc = 1 and delivery_days_to >= 14)::int as late,
        count(*) filter (where bvc = 2 and delivery_days_to >= 999)::int as preorder,
        count(*) filter (where bvc = 2 and delivery_days_to < 999)::int as plain_bvc2,
        count(*) filter (where delivery_days_from = 0 and delivery_days_to = 0 and bvc = 1)::int as download,
        count(*) filter (where bvc = 4)::int as sold_out,
        count(*) filter (where bvc = 3)::int as none
      from variants`);
    for (const [name, count] of Object.entries(cases ?? {})) expect(count, name).toBeGreaterThan(0);
    // Long times that differ between a product's orderable variants (`deliveryAvailable`).
    const [varying] = await rows<{ products: number }>(sql`select count(*)::int as products from (
        select product_id from variants where bvc in (1, 2) and delivery_days_to between 14 and 998
        group by product_id having count(distinct (delivery_days_from, delivery_days_to)) > 1) late`);
    expect(varying?.products).toBeGreaterThan(0);
  });

  it("has sale prices on both sides of the 96 % rule, price scales and prices per shop", async () => {
    const [prices] = await rows<Record<string, number>>(sql`select
        count(*) filter (where with_tax <= recommended_retail_price * 0.96)::int as reduced,
        count(*) filter (where with_tax > recommended_retail_price * 0.96)::int as not_reduced,
        count(*) filter (where jsonb_array_length(scales) = 3)::int as scaled,
        count(distinct shop_id)::int as shops,
        count(*) filter (where currency = 'CHF')::int as francs
      from variant_prices`);
    expect(prices).toMatchObject({ shops: 12 });
    for (const [name, count] of Object.entries(prices ?? {}))
      expect(count, name).toBeGreaterThan(0);
  });

  it("has siblings (some not buyable), bundles, personalised items, free shipping 'j' and ratings", async () => {
    const [facts] = await rows<Record<string, number>>(sql`select
        (select count(*) from (select sibling_group from products group by sibling_group having count(*) > 1) g)::int as sibling_groups,
        (select count(*) from products p where not exists (select 1 from variants v where v.product_id = p.id and v.bvc <> 4))::int as not_buyable,
        (select count(*) from bundle_items)::int as bundle_items,
        (select count(*) from products where attributes -> 'personalisierterArtikel' ->> 'value' = '1')::int as personalised,
        (select count(*) from products where attributes -> 'kostenloserVersand' ->> 'value' = 'j')::int as free_shipping,
        (select count(*) from products where rating_quantity > 0)::int as rated`);
    for (const [name, count] of Object.entries(facts ?? {})) expect(count, name).toBeGreaterThan(0);
  });

  it("builds two-level category trees with unique slugs per brand and language", async () => {
    const [tree] = await rows<Record<string, number>>(sql`select
        (select count(*) from categories where parent_id is null)::int as departments,
        (select count(*) from categories where parent_id is not null)::int as subcategories,
        (select count(*) from (select 1 from categories c join category_texts t on t.category_id = c.id
          group by c.brand, t.language, t.slug having count(*) > 1) d)::int as duplicate_slugs,
        (select count(*) from products p where (select count(*) from product_categories pc
          where pc.product_id = p.id) <> 2)::int as not_in_two_levels`);
    expect(tree).toEqual({
      departments: 9,
      subcategories: 30,
      duplicate_slugs: 0,
      not_in_two_levels: 0,
    });
  });

  it("configures every recommendation slot per locale and seeds redirects", async () => {
    const [slots] = await rows<{ count: number }>(
      sql`select count(*)::int as count from recommendation_slots`,
    );
    expect(slots?.count).toBe(2 * 8 * 8);
    // The redirects are the platform's to keep: seeding answers them.
    const external = handle.seeded.redirects.filter(({ target }) => target.startsWith("https://"));
    expect(external).toHaveLength(1);
  });

  it("answers what it wrote, and empties the catalogue on reset", async () => {
    expect(handle.seeded.summary).toMatchObject({ products: 200 });
    expect(handle.seeded.summary.variants).toBeGreaterThan(200);
    expect(handle.seeded.summary.prices).toBeGreaterThan(handle.seeded.summary.variants);
    expect(handle.seeded.redirects).toContainEqual({
      brand: "home",
      path: "/de/kuechenhelfer/",
      target: "/de/kueche/",
      statusCode: 301,
    });
    expect(await isCatalogueEmpty(handle.db)).toBe(false);
    await resetDemoCatalogue(handle.db);
    expect(await isCatalogueEmpty(handle.db)).toBe(true);
    const [left] = await rows<Record<string, number>>(sql`select
        (select count(*) from categories)::int as categories,
        (select count(*) from recommendation_slots)::int as slots,
        (select count(*) from search_listing)::int as listing,
        (select count(*) from search_facets)::int as facets`);
    expect(left).toEqual({ categories: 0, slots: 0, listing: 0, facets: 0 });
  });
});
