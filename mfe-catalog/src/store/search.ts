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
import { textQuery } from "./search-typos.ts";

/** The answer of `GET /api/shop/search/` (the shared contract). */
export type SearchResult = SearchResponse;

/** The order of a sort over matched rows (see matchedRows) named `rows`. */
function orderBy(sort: SearchParams["sort"], rows: string): SQL {
  const column = (name: string) => sql`${sql.identifier(rows)}.${sql.identifier(name)}`;
  const id = column("product_id");
  switch (sort) {
    case "Relevancy:desc":
      return sql`${column("relevance")} desc, ${column("sales")} desc, ${id}`;
    case "price:asc":
      return sql`${column("with_tax")} asc, ${id}`;
    case "price:desc":
      return sql`${column("with_tax")} desc, ${id}`;
    case "newest:desc":
      return sql`${column("first_live_at")} desc, ${id}`;
  }
}

/**
 * The filters of the request other than the text, as conditions on matched rows (`l`): the facet
 * keys of `scope` a row must hold, in one condition for a GIN index, then the price range.
 */
function filters(shop: ShopContext, params: SearchParams, scope: string): SQL[] {
  const keys: string[] = [];
  if (params.brand) keys.push(`brand:${params.brand}`);
  if (params.colour) keys.push(`colour:${params.colour}`);
  if (params.size) keys.push(`size:${params.size}`);
  if (params.sale) keys.push("sale");
  if (params.isNew) keys.push("new");
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

/**
 * Text hits in the shop's language, with the shop's price and, on sale, the sale key added to
 * the keys of no shop; the other filters apply to these rows as they come out.
 */
function textRows(shop: ShopContext, params: SearchParams, tsquery: SQL): SQL {
  const relevance =
    params.sort === "Relevancy:desc" ? sql`ts_rank(t.search_vector, ${tsquery})` : sql`0`;
  const hits = sql`select t.product_id, t.prices[array_position(t.shop_ids, ${shop.shopId})] as with_tax,
      t.sales, t.first_live_at, ${relevance} as relevance,
      case when ${shop.shopId} = any(t.sale_shop_ids)
        then t.facet_keys || ${facetKey(noShop, "sale")} else t.facet_keys end as facet_keys
    from search_texts t
    where t.language = ${shop.language} and t.brand = ${shop.brand}
      and t.search_vector @@ ${tsquery} and ${shop.shopId} = any(t.shop_ids)`;
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
 * One statement answers the page and the facet counts. When both read the matched rows,
 * PostgreSQL computes them once (a CTE read twice is materialised); the unfiltered listing reads
 * its page through an index and its counts from search_facets.
 */
async function pageAndFacets(
  db: Database,
  shop: ShopContext,
  params: SearchParams,
  matched: SQL,
  counts: SQL,
): Promise<{ products: TeaserRow[]; counts: FacetCount[] }> {
  const [row] = await queryRows<{ products: TeaserRow[]; counts: FacetCount[] }>(
    db,
    sql`with matched as (${matched})
      select (select coalesce(json_agg(page order by ${orderBy(params.sort, "page")}), '[]')
          from (${pageQuery(shop, params)}) page) as products,
        (${facetCountsJson(counts, shop.language)}) as counts`,
  );
  return row ?? { products: [], counts: [] };
}

/**
 * Listing and search over one shop's catalogue: full-text search with the language's stemming,
 * typo tolerance through the stem dictionary, filters, facets over the matching products, sort
 * and pagination. An empty query lists everything (bestsellers first); a query without hits
 * answers an empty page. Reads the derived search tables of migration 0002_search_speed, which
 * refreshSearchIndex keeps current: search_texts for a text, search_listing otherwise.
 */
export async function searchProducts(
  db: Database,
  shop: ShopContext,
  params: SearchParams,
): Promise<SearchResult> {
  const tsquery = params.query ? await textQuery(db, shop.language, params.query) : undefined;
  const matched = tsquery ? textRows(shop, params, tsquery) : listedRows(shop, params);
  const scope = tsquery ? noShop : shop.shopId;
  // The counts of the shop's whole listing are stored; they are missing only before the first
  // refresh of the search tables, when they are counted here like any other.
  const whole = !tsquery && filters(shop, params, scope).length === 0;
  let answer = await pageAndFacets(
    db,
    shop,
    params,
    matched,
    whole ? storedFacetCountsQuery(shop.shopId, shop.brand) : facetCountsQuery(scope),
  );
  if (whole && answer.counts.length === 0) {
    answer = await pageAndFacets(db, shop, params, matched, facetCountsQuery(scope));
  }
  const { facets, total } = toFacets(answer.counts);
  return {
    products: answer.products.map(toTeaser),
    total,
    page: params.page,
    perPage: params.perPage,
    facets,
  };
}
