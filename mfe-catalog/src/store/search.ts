import { sql, type SQL } from "drizzle-orm";
import type { SearchResponse, ShopContext } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { toTeaser, type TeaserRow } from "./product-teaser.ts";
import {
  facetCountsJson,
  facetCountsQuery,
  facetKey,
  noShop,
  storedFacetCountsQuery,
  toFacets,
  type FacetCount,
} from "./search-facets.ts";
import type { SearchParams } from "./search-params.ts";
import { orderBy, textHits } from "./search-rows.ts";
import { textQuery } from "./search-typos.ts";
import { storedWordCountsQuery, storedWordRows } from "./search-words.ts";

/** The answer of `GET /api/shop/search/` (the shared contract). */
export type SearchResult = SearchResponse;

/** The facet keys (`kind:value`) a request filters by, categories and prices aside. */
function filterKeys(params: SearchParams): string[] {
  const keys: string[] = [];
  if (params.brand) keys.push(`brand:${params.brand}`);
  if (params.colour) keys.push(`colour:${params.colour}`);
  if (params.size) keys.push(`size:${params.size}`);
  if (params.sale) keys.push("sale");
  if (params.isNew) keys.push("new");
  return keys;
}

/**
 * The filters of the request other than the text, as conditions on matched rows (`l`): the facet
 * keys of `scope` a row must hold, in one condition for a GIN index, then the price range.
 */
function filters(shop: ShopContext, params: SearchParams, scope: string): SQL[] {
  const keys = filterKeys(params);
  const conditions: SQL[] = [];
  if (keys.length > 0) {
    const hashes = keys.map((key) => facetKey(scope, key));
    conditions.push(sql`l.facet_keys @> array[${sql.join(hashes, sql`, `)}]`);
  }
  if (params.category) {
    // A slug may name categories of several trees; any of them will do.
    conditions.push(sql`l.facet_keys && array(
      select ${facetKey(scope, sql`'category:' || category_id`)} from category_texts
      where language = ${shop.language} and slug = ${params.category})`);
  }
  if (params.priceFrom !== undefined) conditions.push(sql`l.with_tax >= ${params.priceFrom}`);
  if (params.priceTo !== undefined) conditions.push(sql`l.with_tax <= ${params.priceTo}`);
  return conditions;
}

function where(conditions: SQL[]): SQL {
  return conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
}

/** Columns of matched rows: product_id, with_tax, sales, first_live_at, relevance, facet_keys. */
function listedRows(shop: ShopContext, params: SearchParams): SQL {
  return sql`select l.product_id, l.with_tax, l.sales, l.first_live_at, 0 as relevance,
      l.facet_keys
    from search_listing l
    ${where([
      sql`l.shop_id = ${shop.shopId}`,
      sql`l.brand = ${shop.brand}`,
      ...filters(shop, params, shop.shopId),
    ])}`;
}

/** Text hits in the shop's language; the other filters apply to these rows as they come out. */
function textRows(shop: ShopContext, params: SearchParams, tsquery: SQL): SQL {
  const hits = textHits(shop, tsquery, params.sort === "Relevancy:desc");
  return sql`select * from (${hits}) l ${where(filters(shop, params, noShop))}`;
}

/**
 * One page of the rows the statement names `matched`, as teaser rows in the shop's language,
 * with the columns of their order and the card details of the listing (images, colours, variant
 * count, personalised, new; catalogue spec point 7), read for the page's rows only.
 */
function pageQuery(shop: ShopContext, params: SearchParams): SQL {
  const offset = (params.page - 1) * params.perPage;
  return sql`select ranked.product_id as id, p.reference_key as "referenceKey",
      p.brand_name as "brandName", t.name, t.seo_slug as "seoSlug", v.id as "variantId",
      ranked.with_tax as "withTax", vp.currency, ranked.product_id, ranked.with_tax,
      ranked.relevance, ranked.sales, ranked.first_live_at,
      vp.recommended_retail_price as "recommendedRetailPrice", p.colors,
      p.personalised, p.is_new as "isNew",
      (select coalesce(json_agg(i.file order by i.position), '[]')
        from product_images i where i.product_id = ranked.product_id) as "imageFiles",
      (select count(*)::int from variants c where c.product_id = ranked.product_id)
        as "variantCount"
    from (select * from matched m
      order by ${orderBy(params.sort, "m")} limit ${params.perPage} offset ${offset}) ranked
    join products p on p.id = ranked.product_id
    join product_texts t on t.product_id = ranked.product_id and t.language = ${shop.language}
    join variants v on v.product_id = ranked.product_id and v.position = 0
    join variant_prices vp on vp.variant_id = v.id and vp.shop_id = ${shop.shopId}`;
}

/**
 * The listings whose facet counts refreshSearchIndex may have stored, by the key their counts are
 * stored under: `null` for the unfiltered listing, the facet key (as search_listing stores it) of
 * a listing filtered by one facet value and nothing else; undefined for any other request. A
 * category slug naming categories of several trees gives no key (its listing is counted live).
 */
function storedCountsKey(shop: ShopContext, params: SearchParams): SQL | null | undefined {
  if (params.query || params.priceFrom !== undefined || params.priceTo !== undefined) return;
  const keys = filterKeys(params);
  const [key] = keys;
  if (keys.length + (params.category ? 1 : 0) > 1) return;
  if (key) return facetKey(shop.shopId, key);
  if (!params.category) return null;
  return sql`(select case when count(*) = 1
        then min(${facetKey(shop.shopId, sql`'category:' || category_id`)}) end
      from category_texts where language = ${shop.language} and slug = ${params.category})`;
}

/**
 * The stored counts that may answer a request (see refreshSearchIndex): those of the unfiltered
 * listing or of a listing of one facet value (see storedCountsKey), or those of a search of one
 * word without filters; undefined for any other request.
 */
function storedCountsQuery(
  shop: ShopContext,
  params: SearchParams,
  tsquery: SQL | undefined,
): SQL | undefined {
  if (tsquery) {
    const filtered =
      filterKeys(params).length > 0 ||
      params.category !== undefined ||
      params.priceFrom !== undefined ||
      params.priceTo !== undefined;
    return filtered ? undefined : storedWordCountsQuery(shop, tsquery);
  }
  const key = storedCountsKey(shop, params);
  return key === undefined ? undefined : storedFacetCountsQuery(shop.shopId, shop.brand, key);
}

/** Stored counts (see storedCountsQuery); empty when none are stored. */
async function storedCounts(db: Database, shop: ShopContext, stored: SQL): Promise<FacetCount[]> {
  const [row] = await queryRows<{ counts: FacetCount[] }>(
    db,
    sql`select (${facetCountsJson(stored, shop.language)}) as counts`,
  );
  return row?.counts ?? [];
}

/**
 * One statement answers the page and, unless they are stored, the facet counts. When both read
 * the matched rows, PostgreSQL computes them once (a CTE read twice is materialised); a page
 * alone reads its first rows through an index where the sort has one.
 */
async function pageAndFacets(
  db: Database,
  shop: ShopContext,
  params: SearchParams,
  matched: SQL,
  counts: SQL | undefined,
): Promise<{ products: TeaserRow[]; counts: FacetCount[] }> {
  const [row] = await queryRows<{ products: TeaserRow[]; counts: FacetCount[] | null }>(
    db,
    sql`with matched as (${matched})
      select (select coalesce(json_agg(page order by ${orderBy(params.sort, "page")}), '[]')
          from (${pageQuery(shop, params)}) page) as products,
        ${counts ? sql`(${facetCountsJson(counts, shop.language)})` : sql`null`} as counts`,
  );
  return { products: row?.products ?? [], counts: row?.counts ?? [] };
}

/**
 * Listing and search over one shop's catalogue: full-text search with the language's stemming,
 * typo tolerance through the stem dictionary, filters, facets over the matching products, sort
 * and pagination. An empty query lists everything (bestsellers first); a query without hits
 * answers an empty page. Reads the derived search tables of migration 0001_search, which
 * refreshSearchIndex keeps current: search_texts for a text, search_listing otherwise, and the
 * stored counts of the unfiltered listing, of big listings filtered by one facet value and of
 * searches of one frequent word, with the first rows of those searches.
 */
export async function searchProducts(
  db: Database,
  shop: ShopContext,
  params: SearchParams,
): Promise<SearchResult> {
  const tsquery = params.query ? await textQuery(db, shop.language, params.query) : undefined;
  // Counts are stored for the whole listing, for big listings of one filter and for searches of
  // one frequent word, and missing before the first refresh of the search tables; whatever is
  // not stored is counted here. A search with stored counts has its first rows stored too.
  const storedQuery = storedCountsQuery(shop, params, tsquery);
  const stored = storedQuery ? await storedCounts(db, shop, storedQuery) : [];
  const storedRows =
    tsquery && stored.length > 0 ? storedWordRows(shop, params, tsquery) : undefined;
  const matched =
    storedRows ?? (tsquery ? textRows(shop, params, tsquery) : listedRows(shop, params));
  const counted = stored.length > 0 ? undefined : facetCountsQuery(tsquery ? noShop : shop.shopId);
  const answer = await pageAndFacets(db, shop, params, matched, counted);
  const { facets, total } = toFacets(counted ? answer.counts : stored);
  return {
    products: answer.products.map(toTeaser),
    total,
    page: params.page,
    perPage: params.perPage,
    facets,
  };
}
