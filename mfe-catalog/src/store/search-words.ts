// Stored answers of searches of one frequent word (issue 24): refreshSearchIndex stores each
// such search's facet counts and its first rows in every sort, made by the queries a live search
// runs, and searchProducts reads them instead of fetching, ranking and counting every hit.
import { sql, type SQL } from "drizzle-orm";
import type { Language, ShopContext } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { facetCountsQuery, noShop } from "./search-facets.ts";
import { searchSorts, type SearchParams } from "./search-params.ts";
import { orderBy, textHits } from "./search-rows.ts";
import { lexemeQuery, typedQuery } from "./search-typos.ts";

/** Rows stored per sort: the first page of any size, or the first four of the default 24. */
const storedPageRows = 96;

/**
 * The stems of a language that `size` texts or more hold (texts of every brand, so no shop finds
 * more) and that a visitor's word turns into alone (not "bio-baumwoll", which a search of
 * "Bio-Baumwolle" holds with its parts): the words whose searches may have stored answers.
 */
export async function frequentWords(
  db: Database,
  language: Language,
  size: number,
): Promise<string[]> {
  const rows = await queryRows<{ lexeme: string }>(
    db,
    sql`select lexeme from search_lexemes
      where language = ${language} and ndoc >= ${size}
        and numnode(${typedQuery(language, sql`lexeme`)}) = 1
      order by lexeme`,
  );
  return rows.map((row) => row.lexeme);
}

/**
 * Stores the answers of a shop's searches, in its language, of each of the words (stems of the
 * stem dictionary) that `size` texts or more match: their facet counts, then their first rows
 * in each sort. Each word's hits are counted and ordered as a live search of it does.
 */
export async function storeWordAnswers(
  db: Database,
  shop: ShopContext,
  words: readonly string[],
  size: number,
): Promise<void> {
  if (words.length === 0) return;
  await db.execute(sql`insert into search_text_facets (shop_id, language, query, kind, value, count)
    select ${shop.shopId}, ${shop.language}, w.query, counts.kind, counts.value, counts.count
    from unnest(array[${sql.join(words.map(lexemeQuery), sql`, `)}]) as w(query)
    cross join lateral (with matched as (${textHits(shop, sql`w.query`, false)})
      select * from (${facetCountsQuery(noShop)}) counted
      where (select count(*) from matched) >= ${size}) counts`);
  const firstRows = searchSorts.map(
    (sort) => sql`(select ${sort} as sort, m.product_id, m.with_tax, m.sales, m.first_live_at,
        m.relevance
      from matched m order by ${orderBy(sort, "m")} limit ${storedPageRows})`,
  );
  await db.execute(sql`insert into search_text_pages
      (shop_id, language, query, sort, product_id, with_tax, sales, first_live_at, relevance)
    select ${shop.shopId}, ${shop.language}, w.query, pages.sort, pages.product_id,
      pages.with_tax, pages.sales, pages.first_live_at, pages.relevance
    from (select distinct query from search_text_facets
      where shop_id = ${shop.shopId} and language = ${shop.language}) w
    cross join lateral (with matched as (${textHits(shop, sql`w.query`, true)})
      ${sql.join(firstRows, sql` union all `)}) pages`);
}

/**
 * The stored counts of a shop's search, in its language, for a full-text query of one frequent
 * word; none for any other query.
 */
export function storedWordCountsQuery(shop: ShopContext, tsquery: SQL): SQL {
  return sql`select kind, value, count from search_text_facets
    where shop_id = ${shop.shopId} and language = ${shop.language} and query = ${tsquery}`;
}

/**
 * The stored rows, as matched rows, from which the requested page of a search of one frequent
 * word is taken, when the page lies within them; undefined for a page further on. Only for a
 * query whose counts are stored (see storedWordCountsQuery).
 */
export function storedWordRows(
  shop: ShopContext,
  params: SearchParams,
  tsquery: SQL,
): SQL | undefined {
  if (params.page * params.perPage > storedPageRows) return;
  return sql`select product_id, with_tax, sales, first_live_at, relevance from search_text_pages
    where shop_id = ${shop.shopId} and language = ${shop.language} and query = ${tsquery}
      and sort = ${params.sort}`;
}
