import { sql } from "drizzle-orm";
import type { ShopContext } from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { productPagePath } from "./product-teaser.ts";

/** A product page as the sitemap lists it: its path with the language prefix, its last change. */
export interface SitemapProduct {
  readonly path: string;
  readonly lastmod: string;
}

/** One sitemap file's share of a shop language's listed products. */
export interface SitemapProductFile {
  readonly urls: number;
  /** The newest change of its products (ISO 8601). */
  readonly lastmod: string;
}

/** Rows read per query while a file is written: a file of 50,000 never sits in memory. */
const pageSize = 2_000;

/** The shop language's listed products: the brand's active products with a text in the language. */
function listed(shop: ShopContext) {
  return sql`from products p
    join product_texts t on t.product_id = p.id and t.language = ${shop.language}
    where p.brand = ${shop.brand} and p.is_active`;
}

/**
 * The listed products of a shop language split into files of at most `urlsPerFile`, in the order
 * of their ids, each with its count and newest change. One query; no product rows leave it.
 */
export async function sitemapProductFiles(
  db: Database,
  shop: ShopContext,
  urlsPerFile: number,
): Promise<SitemapProductFile[]> {
  const rows = await queryRows<{ urls: number; lastmod: string | Date }>(
    db,
    sql`select count(*)::int as urls, max(updated_at) as lastmod from (
        select p.updated_at, (row_number() over (order by p.id) - 1) / ${urlsPerFile} as file
        ${listed(shop)}) numbered
      group by file order by file`,
  );
  return rows.map((row) => ({ urls: row.urls, lastmod: new Date(row.lastmod).toISOString() }));
}

/**
 * The product pages of one such file (`file` from 0), read `pageSize` rows at a time after the
 * last id read, so the caller can stream them.
 */
export async function* sitemapProducts(
  db: Database,
  shop: ShopContext,
  file: number,
  urlsPerFile: number,
): AsyncGenerator<SitemapProduct> {
  let remaining = urlsPerFile;
  let after: string | undefined;
  while (remaining > 0) {
    const limit = Math.min(pageSize, remaining);
    const rows = await queryRows<{ id: string; seoSlug: string; updatedAt: string | Date }>(
      db,
      sql`select p.id, t.seo_slug as "seoSlug", p.updated_at as "updatedAt" ${listed(shop)}
        ${after === undefined ? sql`` : sql`and p.id > ${after}`}
        order by p.id
        ${after === undefined ? sql`offset ${file * urlsPerFile}` : sql``} limit ${limit}`,
    );
    for (const row of rows) {
      yield {
        path: `/${shop.language}/${productPagePath(row.seoSlug)}`,
        lastmod: new Date(row.updatedAt).toISOString(),
      };
    }
    if (rows.length < limit) return;
    remaining -= rows.length;
    after = rows.at(-1)?.id;
  }
}
