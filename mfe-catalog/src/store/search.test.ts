import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { shopContext, type ProductTeaser, type ShopContext } from "@shop/shared";
import { seededTestDatabase, type SeededTestDatabase } from "../api/testing/test-catalogue.ts";
import { refreshSearchIndex } from "./search-index.ts";
import { SqlCatalogue } from "./sql-catalogue.ts";
import { searchProducts } from "./search.ts";
import { parseSearchParams } from "./search-params.ts";

const germany = shopContext("home", "de", "de");
const france = shopContext("home", "fr", "fr");
const netherlands = shopContext("home", "nl", "nl");

describe.each(["pglite", "postgres"] as const)("search on %s", (kind) => {
  let handle: SeededTestDatabase;
  beforeAll(async () => {
    handle = await seededTestDatabase(kind, 150);
  }, 120_000);
  afterAll(() => handle.dispose());

  const search = (shop: ShopContext, query: Record<string, string>) =>
    searchProducts(handle.db, shop, parseSearchParams(query));

  it("stems German, French and Dutch", async () => {
    const german = await search(germany, { q: "Tischdecken" });
    expect(german.total).toBeGreaterThan(0);
    expect(german.products.every((product) => product.name.includes("Tischdecke"))).toBe(true);
    expect((await search(france, { q: "nappes" })).products[0]?.name).toMatch(/^Nappe /);
    expect((await search(netherlands, { q: "tafelkleden" })).products[0]?.name).toMatch(
      /tafelkleed/,
    );
  });

  it("tolerates a one-letter typo", async () => {
    const typo = await search(germany, { q: "Tischdeke" });
    expect(typo.products.some((product) => product.name.includes("Tischdecke"))).toBe(true);
    // The typo is widened to the known word, the other words still narrow the search.
    const exact = await search(germany, { q: "Tischdecke Leinen" });
    expect(exact.total).toBeGreaterThan(0);
    expect(await search(germany, { q: "Tischdeke Leinen" })).toEqual(exact);
    expect((await search(germany, { q: "Tischdecke Leinn" })).total).toBe(exact.total);
  });

  it("lists everything for an empty query, bestsellers first, and answers an empty page for no hits", async () => {
    const all = await search(germany, { perPage: "5" });
    expect(all.total).toBe(90);
    expect(all.products).toHaveLength(5);
    const none = await search(germany, { q: "xyzzyqwerty" });
    expect(none).toMatchObject({ total: 0, products: [], facets: { price: null, categories: [] } });
  });

  it("filters by category, colour, size, price, sale and new, with facets of what matches", async () => {
    const kitchen = await search(germany, { category: "kueche" });
    expect(kitchen.total).toBeGreaterThan(0);
    expect(kitchen.facets.categories).toContainEqual({
      slug: "kueche",
      name: "Küche",
      count: kitchen.total,
    });
    const colour = kitchen.facets.colours[0]?.value ?? "";
    const byColour = await search(germany, { category: "kueche", colour });
    expect(byColour.total).toBe(kitchen.facets.colours[0]?.count);
    const cheap = await search(germany, { priceTo: "2000" });
    expect(cheap.products.every((product) => product.price.withTax <= 2000)).toBe(true);
    expect(cheap.facets.price?.max ?? 0).toBeLessThanOrEqual(2000);
    const all = await search(germany, {});
    const sale = await search(germany, { sale: "true" });
    expect(sale.total).toBe(all.facets.sale);
    expect((await search(germany, { new: "true" })).total).toBe(all.facets.new);
    const [size] = all.facets.sizes;
    expect((await search(germany, { size: size?.value ?? "" })).total).toBe(size?.count);
    const [brand] = all.facets.brands;
    expect((await search(germany, { brand: brand?.value ?? "" })).total).toBe(brand?.count);
  });

  it("filters text hits like the listing, with facets of the hits", async () => {
    const hits = await search(germany, { q: "Tischdecken" });
    const [colour] = hits.facets.colours;
    const coloured = await search(germany, { q: "Tischdecken", colour: colour?.value ?? "" });
    expect(coloured.total).toBe(colour?.count);
    const sale = await search(germany, { q: "Tischdecken", sale: "true" });
    expect(sale.total).toBe(hits.facets.sale);
    const cheap = await search(germany, { q: "Tischdecken", sort: "price:asc", perPage: "1" });
    expect(cheap.products[0]?.price.withTax).toBe(hits.facets.price?.min);
  });

  it("counts the whole listing as it counts any other, before and after a refresh", async () => {
    const stored = await search(germany, {});
    // A filter every product passes makes the same products counted on the spot.
    expect(await search(germany, { priceFrom: "0" })).toEqual(stored);
    await handle.db.execute(sql`delete from search_facets`);
    expect(await search(germany, {})).toEqual(stored);
    const [first] = stored.products;
    await handle.db.execute(sql`update products set is_active = false where id = ${first?.id}`);
    await refreshSearchIndex(handle.db);
    const fewer = await search(germany, {});
    expect(fewer.total).toBe(stored.total - 1);
    expect(fewer.products.map((product) => product.id)).not.toContain(first?.id);
    await handle.db.execute(sql`update products set is_active = true where id = ${first?.id}`);
    await refreshSearchIndex(handle.db);
    expect(await search(germany, {})).toEqual(stored);
  });

  it("answers listings of one filter from stored counts as it counts them on the spot", async () => {
    const all = await search(germany, {});
    const [colour] = all.facets.colours;
    const [size] = all.facets.sizes;
    const [brand] = all.facets.brands;
    const queries: Record<string, string>[] = [
      { brand: brand?.value ?? "" },
      { brand: brand?.value ?? "", sort: "price:desc", page: "2", perPage: "5" },
      { colour: colour?.value ?? "", sort: "newest:desc" },
      { size: size?.value ?? "" },
      { sale: "true", sort: "price:asc" },
      { new: "true" },
      { category: "kueche", perPage: "5", page: "3" },
      { category: "kueche", colour: colour?.value ?? "" },
    ];
    const counted = await Promise.all(queries.map((query) => search(germany, query)));
    // Every listing of one facet value gets its counts stored, however few products it holds.
    await refreshSearchIndex(handle.db, { listing: 1 });
    const [stored] = (
      (await handle.db.execute(
        sql`select count(distinct filter_key)::int as listings from search_facets`,
      )) as { rows: { listings: number }[] }
    ).rows;
    expect(stored?.listings).toBeGreaterThan(queries.length);
    for (const [index, query] of queries.entries()) {
      expect(await search(germany, query)).toEqual(counted[index]);
    }
    await refreshSearchIndex(handle.db);
  });

  it("answers searches of one word from stored counts and first rows as it works them out on the spot", async () => {
    const queries: [ShopContext, Record<string, string>][] = [
      [germany, { q: "Tischdecken" }],
      [germany, { q: "tischdecke", sort: "price:asc", perPage: "5", page: "2" }],
      [germany, { q: "Tischdecken", sort: "price:desc", perPage: "96" }],
      [germany, { q: "Tischdecken", sort: "newest:desc", perPage: "3", page: "5" }],
      // Past the stored rows: the page is worked out, the counts are stored.
      [germany, { q: "Tischdecken", perPage: "1", page: "97" }],
      [france, { q: "nappes", sort: "price:asc" }],
    ];
    // A price filter every product passes makes the same search worked out on the spot.
    const live = (shop: ShopContext, query: Record<string, string>) =>
      search(shop, { ...query, priceFrom: "0" });
    // The words searched, and every word at least as frequent, get their answers stored.
    const word = Math.min(
      (await search(germany, { q: "Tischdecken" })).total,
      (await search(france, { q: "nappes" })).total,
    );
    await refreshSearchIndex(handle.db, { word });
    const [stored] = (
      (await handle.db.execute(sql`select count(*)::int as counts,
          (select count(*)::int from search_text_pages
            where shop_id = 'home-de' and query = 'tischdeck'::tsquery) as rows
        from search_text_facets where shop_id = 'home-de' and query = 'tischdeck'::tsquery`)) as {
        rows: { counts: number; rows: number }[];
      }
    ).rows;
    expect(stored?.counts).toBeGreaterThan(0);
    expect(stored?.rows).toBeGreaterThan(0);
    for (const [shop, query] of queries) {
      const answer = await search(shop, query);
      expect(answer.total).toBeGreaterThan(0);
      expect(answer).toEqual(await live(shop, query));
    }
    // Stored answers go with the data they were made from: the next refresh replaces them.
    const before = await search(germany, { q: "Tischdecken" });
    const [first] = before.products;
    await handle.db.execute(sql`update products set is_active = false where id = ${first?.id}`);
    await refreshSearchIndex(handle.db, { word: Math.max(1, word - 1) });
    const after = await search(germany, { q: "Tischdecken" });
    expect(after.total).toBe(before.total - 1);
    expect(after.products.map((product) => product.id)).not.toContain(first?.id);
    expect(after).toEqual(await live(germany, { q: "Tischdecken" }));
    await handle.db.execute(sql`update products set is_active = true where id = ${first?.id}`);
    await refreshSearchIndex(handle.db);
    expect(await search(germany, { q: "Tischdecken" })).toEqual(before);
  }, 60_000);

  it("answers a search asked again from memory until the catalogue changes", async () => {
    const catalogue = new SqlCatalogue(handle.db);
    const bestseller = () => catalogue.search(germany, parseSearchParams({ perPage: "1" }));
    const before = await bestseller();
    expect(await bestseller()).toEqual(before);
    const [product] = before.products;
    const rename = (name: string) =>
      handle.db.execute(sql`update product_texts set name = ${name}
        where product_id = ${product?.id} and language = ${germany.language}`);
    // A changed text moves the catalogue's data version on; the next answer shows it.
    await rename("Umbenannt");
    expect((await bestseller()).products[0]?.name).toBe("Umbenannt");
    await rename(product?.name ?? "");
    expect(await bestseller()).toEqual(before);
  });

  it("gives listing cards the details recommendations give them (images, colours, variants, flags, RRP)", async () => {
    const catalogue = new SqlCatalogue(handle.db);
    const cardDetails = (product: ProductTeaser) => ({
      referenceKey: product.referenceKey,
      firstVariantId: product.firstVariantId,
      withTax: product.price.withTax,
      recommendedRetailPrice: product.price.recommendedRetailPrice,
      images: product.images,
      colorsList: product.colorsList,
      variantCount: product.variantCount,
      personalised: product.personalised,
      isNew: product.isNew,
    });
    for (const [shop, query] of [
      [germany, { perPage: "24" }],
      [germany, { q: "Tischdecken" }],
      [france, { q: "nappes", sort: "price:asc" }],
    ] as const) {
      const { products } = await search(shop, query);
      expect(products.length).toBeGreaterThan(0);
      const recommended = await catalogue.productsByReferenceKeys(
        shop,
        products.map((product) => product.referenceKey),
      );
      expect(products.map(cardDetails)).toEqual(recommended.map(cardDetails));
      for (const product of products) {
        expect(product.images?.length).toBeGreaterThan(0);
        expect(product.images?.[0]?.src).toMatch(/^\/images\/home\/.+\.webp$/);
        expect(product.colorsList?.length).toBeGreaterThan(0);
        expect(product.variantCount).toBeGreaterThanOrEqual(1);
        expect(typeof product.personalised).toBe("boolean");
        expect(typeof product.isNew).toBe("boolean");
        expect(product.price).toHaveProperty("recommendedRetailPrice");
      }
    }
    const page = await search(germany, { perPage: "24" });
    const [withVariants] = page.products.filter((product) => (product.variantCount ?? 0) > 1);
    const detail = await catalogue.product(germany, withVariants?.referenceKey ?? "");
    expect(withVariants?.variantCount).toBe(detail?.product.variants.length);
  });

  it("sorts by price both ways and pages through the results", async () => {
    const ascending = await search(germany, { sort: "price:asc", perPage: "10" });
    const prices = ascending.products.map((product) => product.price.withTax);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = await search(germany, { sort: "price:desc", perPage: "1" });
    expect(descending.products[0]?.price.withTax).toBe(ascending.facets.price?.max);
    const second = await search(germany, { sort: "price:asc", perPage: "5", page: "2" });
    expect(second.products.map((product) => product.id)).toEqual(
      ascending.products.slice(5, 10).map((product) => product.id),
    );
    const beyond = await search(germany, { page: "99" });
    expect(beyond).toMatchObject({ total: 90, products: [] });
  });
});

describe("parseSearchParams", () => {
  it.each([
    [{ sort: "cheap" }, "sort must be one of Relevancy:desc, price:asc, price:desc, newest:desc"],
    [{ page: "0" }, "page must be a whole number from 1 to 10000"],
    [{ perPage: "500" }, "perPage must be a whole number from 1 to 96"],
    [{ priceFrom: "-5" }, "priceFrom must be an amount in cents"],
    [{ priceFrom: "500", priceTo: "100" }, "priceFrom must not be above priceTo"],
    [{ sale: "yes" }, "sale must be true or false"],
    [{ q: "x".repeat(101) }, "q is at most 100 characters"],
    [{ color: "blau" }, "color is not a search parameter"],
  ])("refuses %j", (query, message) => {
    expect(() => parseSearchParams(query)).toThrow(message);
  });
});
