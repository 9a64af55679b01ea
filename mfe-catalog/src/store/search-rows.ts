import { sql, type SQL } from "drizzle-orm";
import type { ShopContext } from "@shop/shared";
import { facetKey, noShop } from "./search-facets.ts";
import type { SearchSort } from "./search-params.ts";

/**
 * The order of a sort over matched rows (product_id, with_tax, sales, first_live_at, relevance,
 * facet_keys) named `rows` (catalogue spec point 9: bestsellers break relevance ties).
 */
export function orderBy(sort: SearchSort, rows: string): SQL {
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
 * The texts in the shop's language that match a full-text query, as matched rows with the
 * shop's price and, on sale, the sale key added to the keys of no shop. Relevance is the
 * full-text rank when `ranked`, else 0 (no other sort reads it, and ranking every hit costs).
 */
export function textHits(shop: ShopContext, tsquery: SQL, ranked: boolean): SQL {
  const relevance = ranked ? sql`ts_rank(t.search_vector, ${tsquery})` : sql`0`;
  return sql`select t.product_id, t.prices[array_position(t.shop_ids, ${shop.shopId})] as with_tax,
      t.sales, t.first_live_at, ${relevance} as relevance,
      case when ${shop.shopId} = any(t.sale_shop_ids)
        then t.facet_keys || ${facetKey(noShop, "sale")} else t.facet_keys end as facet_keys
    from search_texts t
    where t.language = ${shop.language} and t.brand = ${shop.brand}
      and t.search_vector @@ ${tsquery} and ${shop.shopId} = any(t.shop_ids)`;
}
