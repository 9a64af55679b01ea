import { sql } from "drizzle-orm";
import {
  brands,
  countries,
  countryLanguages,
  shopContext,
  type Language,
  type ShopContext,
} from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { bumpCatalogueDataVersion } from "./data-version.ts";
import { facetCountsQuery } from "./search-facets.ts";
import { frequentWords, storeWordAnswers } from "./search-words.ts";

/** The materialised views of the search, in the order they read each other. */
const refreshOrder = [
  "search_product_keys",
  "search_listing",
  "search_texts",
  "search_facet_names",
  "search_lexemes",
];

/**
 * The number of products from which a listing filtered by one facet value, or a search of one
 * word, has its counts stored: counting fewer on each visit stays well inside the search's 30 ms
 * (issue 24).
 */
const defaultStoredCountsSize = 5_000;

/** Every shop context of the shop model: each brand in each country, in each of its languages. */
const shopContexts: readonly ShopContext[] = brands.flatMap((brand) =>
  countries.flatMap((country) =>
    countryLanguages[country].map((language) => shopContext(brand, country, language)),
  ),
);

/**
 * Stores the facet counts of a shop's listing, filtered by one facet key (as search_listing
 * stores it) or, for `null`, of all of it.
 */
async function storeFacetCounts(
  db: Database,
  shopId: string,
  brand: string,
  filterKey: number | null,
): Promise<void> {
  const filter = filterKey === null ? sql`` : sql`and facet_keys @> array[${filterKey}::integer]`;
  await db.execute(sql`with matched as (
      select * from search_listing where shop_id = ${shopId} and brand = ${brand} ${filter})
    insert into search_facets (shop_id, brand, filter_key, kind, value, count)
    select ${shopId}, ${brand}, ${filterKey}::integer, kind, value, count
    from (${facetCountsQuery(shopId)}) counts`);
}

/** The facet keys that `size` products or more of a shop's stored listing hold. */
async function bigListingKeys(
  db: Database,
  shopId: string,
  brand: string,
  size: number,
): Promise<number[]> {
  const rows = await queryRows<{ hash: number }>(
    db,
    sql`select n.hash from search_facets f
      join search_facet_names n
        on n.scope = f.shop_id and n.kind = f.kind and n.value is not distinct from f.value
      where f.shop_id = ${shopId} and f.brand = ${brand} and f.filter_key is null
        and f.count >= ${size}
      order by n.hash`,
  );
  return rows.map((row) => row.hash);
}

/**
 * From how many products a listing of one facet value has its counts stored, and from how many
 * texts a search of one word has its answers stored; both `defaultStoredCountsSize` unless given.
 */
export interface StoredAnswerSizes {
  readonly listing?: number;
  readonly word?: number;
}

/**
 * Brings the search's derived data (migration 0002_search_speed) up to date with the catalogue
 * tables: the listing and text rows, the facet names, the stem dictionary for typos and the
 * facet counts of each shop's unfiltered listing and of its listings of one facet value that hold
 * `sizes.listing` products or more, and the answers of its searches of one word that
 * `sizes.word` texts or more hold (search-words.ts). Call it after writing products, prices,
 * texts or categories; until then searches answer from the catalogue as it was at the last
 * refresh.
 */
export async function refreshSearchIndex(
  db: Database,
  sizes: StoredAnswerSizes = {},
): Promise<void> {
  const { listing = defaultStoredCountsSize, word = defaultStoredCountsSize } = sizes;
  await db.transaction(async (tx) => {
    const target = tx as unknown as Database;
    // Sorting the views' rows and building their indexes in memory rather than in temporary
    // files (some 100 MB at 100,000 products) takes a third off the refresh on PGlite.
    await target.execute(sql`set local work_mem = '256MB'`);
    await target.execute(sql`set local maintenance_work_mem = '256MB'`);
    for (const view of refreshOrder) {
      await target.execute(sql`refresh materialized view ${sql.identifier(view)}`);
    }
    await target.execute(sql`delete from search_facets`);
    await target.execute(sql`delete from search_text_facets`);
    await target.execute(sql`delete from search_text_pages`);
    const listings = await queryRows<{ shop_id: string; brand: string }>(
      target,
      sql`select distinct shop_id, brand from search_listing`,
    );
    for (const { shop_id: shopId, brand } of listings) {
      await storeFacetCounts(target, shopId, brand, null);
      for (const filterKey of await bigListingKeys(target, shopId, brand, listing)) {
        await storeFacetCounts(target, shopId, brand, filterKey);
      }
    }
    const words = new Map<Language, string[]>();
    for (const shop of shopContexts) {
      if (!listings.some((listing) => listing.shop_id === shop.shopId)) continue;
      const frequent =
        words.get(shop.language) ?? (await frequentWords(target, shop.language, word));
      words.set(shop.language, frequent);
      await storeWordAnswers(target, shop, frequent, word);
    }
    // No trigger sees a refreshed view: the listings cached from the old one go now.
    await bumpCatalogueDataVersion(target);
  });
  // Fresh statistics, so the planner knows how many rows a shop and a word select (PGlite runs no
  // autovacuum that would gather them).
  await db.execute(
    sql`analyze search_listing, search_texts, search_facet_names, search_lexemes, search_facets,
      search_text_facets, search_text_pages`,
  );
}
