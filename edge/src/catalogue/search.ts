import { sql, type SQL } from "drizzle-orm";
import type { Language, ProductTeaser, ShopContext } from "@shop/shared";
import { queryRows, type ShopDatabase } from "../db/database.ts";
import { toTeaser, type TeaserRow } from "./product-teaser.ts";
import type { SearchParams } from "./search-params.ts";

/** Counts of what the matching products offer, for the listing's filters. */
export interface SearchFacets {
  readonly categories: readonly {
    readonly slug: string;
    readonly name: string;
    readonly count: number;
  }[];
  readonly brands: readonly { readonly value: string; readonly count: number }[];
  readonly colours: readonly { readonly value: string; readonly count: number }[];
  readonly sizes: readonly { readonly value: string; readonly count: number }[];
  /** Lowest and highest price with tax in cents, or null when nothing matches. */
  readonly price: { readonly min: number; readonly max: number } | null;
  readonly sale: number;
  readonly new: number;
}

export interface SearchResult {
  readonly products: readonly ProductTeaser[];
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
  readonly facets: SearchFacets;
}

const textSearchConfig: Record<Language, string> = { de: "german", fr: "french", nl: "dutch" };

/** Word similarity from which a word counts as a typo of the query (one letter off in most words). */
const typoSimilarity = 0.5;

const orderBy: Record<SearchParams["sort"], SQL> = {
  "Relevancy:desc": sql`relevance desc, sales desc, id`,
  "price:asc": sql`with_tax asc, id`,
  "price:desc": sql`with_tax desc, id`,
  "newest:desc": sql`first_live_at desc, id`,
};

/**
 * Listing and search over one shop's catalogue: full-text search with the language's stemming,
 * word similarity for typos, filters, facets over the matching products, sort and pagination.
 * An empty query lists everything (bestsellers first); a query without hits answers an empty page.
 */
export async function searchProducts(
  db: ShopDatabase,
  shop: ShopContext,
  params: SearchParams,
): Promise<SearchResult> {
  const config = textSearchConfig[shop.language];
  const q = params.query;
  const filters: SQL[] = [sql`p.brand = ${shop.brand}`, sql`p.is_active`];
  if (q) {
    filters.push(
      sql`(t.search_vector @@ websearch_to_tsquery(${config}::regconfig, ${q}) or word_similarity(${q}, t.name) >= ${typoSimilarity})`,
    );
  }
  if (params.category) {
    filters.push(sql`exists (select 1 from product_categories pc join category_texts ct on ct.category_id = pc.category_id
      where pc.product_id = p.id and ct.language = ${shop.language} and ct.slug = ${params.category})`);
  }
  if (params.brand) filters.push(sql`coalesce(p.subbrand, p.brand_name) = ${params.brand}`);
  if (params.colour) filters.push(sql`${params.colour} = any(p.colors)`);
  if (params.size) {
    filters.push(
      sql`exists (select 1 from variants sv where sv.product_id = p.id and sv.axis_value = ${params.size})`,
    );
  }
  if (params.priceFrom !== undefined) filters.push(sql`vp.with_tax >= ${params.priceFrom}`);
  if (params.priceTo !== undefined) filters.push(sql`vp.with_tax <= ${params.priceTo}`);
  if (params.sale) filters.push(sql`vp.with_tax <= vp.recommended_retail_price * 0.96`);
  if (params.isNew) filters.push(sql`p.is_new`);

  const relevance = q
    ? sql`ts_rank(t.search_vector, websearch_to_tsquery(${config}::regconfig, ${q})) + word_similarity(${q}, t.name)`
    : sql`0`;
  const matched = sql`select p.id, p.reference_key, p.brand_name, p.subbrand, p.colors, p.is_new, p.sales,
      p.first_live_at, t.name, t.seo_slug, v.id as variant_id, vp.with_tax, vp.currency,
      vp.recommended_retail_price, ${relevance} as relevance
    from products p
    join product_texts t on t.product_id = p.id and t.language = ${shop.language}
    join variants v on v.product_id = p.id and v.position = 0
    join variant_prices vp on vp.variant_id = v.id and vp.shop_id = ${shop.shopId}
    where ${sql.join(filters, sql` and `)}`;

  const offset = (params.page - 1) * params.perPage;
  const rows = await queryRows<TeaserRow>(
    db,
    sql`with matched as (${matched})
      select id, reference_key as "referenceKey", brand_name as "brandName", name,
        seo_slug as "seoSlug", variant_id as "variantId", with_tax as "withTax", currency
      from matched
      order by ${orderBy[params.sort]} limit ${params.perPage} offset ${offset}`,
  );
  const [facetRow] = await queryRows<{ facets: SearchFacets; total: number }>(
    db,
    sql`with matched as (${matched})
      select json_build_object(
        'categories', (select coalesce(json_agg(json_build_object('slug', slug, 'name', name, 'count', count) order by count desc, slug), '[]')
          from (select ct.slug, ct.name, count(*)::int as count from matched m
            join product_categories pc on pc.product_id = m.id
            join category_texts ct on ct.category_id = pc.category_id and ct.language = ${shop.language}
            group by ct.slug, ct.name) c),
        'brands', (select coalesce(json_agg(json_build_object('value', value, 'count', count) order by count desc, value), '[]')
          from (select coalesce(subbrand, brand_name) as value, count(*)::int as count from matched group by 1) b),
        'colours', (select coalesce(json_agg(json_build_object('value', value, 'count', count) order by count desc, value), '[]')
          from (select unnest(colors) as value, count(*)::int as count from matched group by 1) k),
        'sizes', (select coalesce(json_agg(json_build_object('value', value, 'count', count) order by count desc, value), '[]')
          from (select sv.axis_value as value, count(distinct m.id)::int as count from matched m
            join variants sv on sv.product_id = m.id where sv.axis_value is not null group by 1) s),
        'price', (select case when count(*) = 0 then null else json_build_object('min', min(with_tax), 'max', max(with_tax)) end from matched),
        'sale', (select count(*)::int from matched where with_tax <= recommended_retail_price * 0.96),
        'new', (select count(*)::int from matched where is_new)
      ) as facets, (select count(*)::int from matched) as total`,
  );
  return {
    products: rows.map(toTeaser),
    total: facetRow?.total ?? 0,
    page: params.page,
    perPage: params.perPage,
    facets: facetRow?.facets ?? {
      categories: [],
      brands: [],
      colours: [],
      sizes: [],
      price: null,
      sale: 0,
      new: 0,
    },
  };
}
