import { sql, type SQL } from "drizzle-orm";
import type { Language, SearchFacets } from "@shop/shared";

/**
 * One counted value. Kinds: `category` (value: its slug, with its name), `brand`, `colour` and
 * `size` (value: what is counted), `sale` and `new` (no value), and one row each of `total`,
 * `priceMin` and `priceMax` (no value; the prices in cents, null when nothing matches).
 */
export interface FacetCount {
  readonly kind: string;
  readonly value: string | null;
  readonly name: string | null;
  readonly count: number | null;
}

/** The scope of facet keys that belong to no shop (search_texts; see migration 0002_search_speed). */
export const noShop = "*";

/** A facet key (`kind:value`) of a scope (a shop, or noShop) as the search tables store it. */
export function facetKey(scope: string, key: SQL | string): SQL {
  return sql`hashtext(${scope} || ' ' || ${key})`;
}

/**
 * SQL answering the facet counts (kind, value, count; categories by id) of the rows the
 * statement names `matched`, whose facet keys are of `scope`: one pass unnests and counts every
 * row's keys, which search_facet_names turns back into kind and value; one more pass finds the
 * total and the price range.
 */
export function facetCountsQuery(scope: string): SQL {
  return sql`select n.kind, n.value, counted.count
    from (select key, count(*)::int as count
      from (select unnest(facet_keys) as key from matched) unnested group by key) counted
    join search_facet_names n on n.scope = ${scope} and n.hash = counted.key
    union all select totals.kind, null, totals.count
    from (select count(*)::int as total, min(with_tax) as min, max(with_tax) as max from matched) a
    cross join lateral (values ('total', a.total), ('priceMin', a.min), ('priceMax', a.max))
      as totals(kind, count)`;
}

/**
 * The stored counts (see refreshSearchIndex) of a shop's listing filtered by one facet key (its
 * hash as search_listing stores it), or of its unfiltered listing for `null`.
 */
export function storedFacetCountsQuery(shopId: string, brand: string, filterKey: SQL | null): SQL {
  return sql`select kind, value, count from search_facets
    where shop_id = ${shopId} and brand = ${brand}
      and ${filterKey === null ? sql`filter_key is null` : sql`filter_key = ${filterKey}`}`;
}

/**
 * The counts as a JSON array of FacetCount, categories under their slug and name in the
 * language (categories without a text in it are left out), each kind by count then value.
 */
export function facetCountsJson(counts: SQL, language: Language): SQL {
  return sql`select coalesce(json_agg(f order by f.kind, f.count desc, f.value), '[]')
    from (select c.kind, coalesce(ct.slug, c.value) as value, ct.name, sum(c.count)::int as count
      from (${counts}) c
      left join category_texts ct
        on c.kind = 'category' and ct.category_id = c.value and ct.language = ${language}
      where c.kind <> 'category' or ct.slug is not null
      group by c.kind, coalesce(ct.slug, c.value), ct.name) f`;
}

/** The facets and total from counted values. */
export function toFacets(rows: readonly FacetCount[]): { facets: SearchFacets; total: number } {
  const ofKind = (kind: string) =>
    rows
      .filter((row) => row.kind === kind && row.value !== null)
      .map((row) => ({ value: row.value ?? "", name: row.name ?? "", count: row.count ?? 0 }));
  const single = (kind: string) => rows.find((row) => row.kind === kind)?.count ?? null;
  const values = (kind: string) => ofKind(kind).map(({ value, count }) => ({ value, count }));
  const min = single("priceMin");
  const max = single("priceMax");
  return {
    total: single("total") ?? 0,
    facets: {
      categories: ofKind("category").map(({ value, name, count }) => ({
        slug: value,
        name,
        count,
      })),
      brands: values("brand"),
      colours: values("colour"),
      sizes: values("size"),
      price: min === null || max === null ? null : { min, max },
      sale: single("sale") ?? 0,
      new: single("new") ?? 0,
    },
  };
}
