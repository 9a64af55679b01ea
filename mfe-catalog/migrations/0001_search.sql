-- The catalogue search (hand-written; drizzle does not generate these): the full-text vector and
-- trigram index of the product texts (formerly edge migration 0001_search), the derived search
-- tables (0002_search_speed) and the price index of the listing (0005_search_price_index).
-- Full-text search per language (German, French and Dutch stemming) and trigram similarity for
-- typo tolerance (catalogue search). PGlite loads pg_trgm as an extension at start. The extension
-- lives in `public`, which every connection's search path lists; the rest lands in `catalog`, first
-- on the search path while the catalogue's migrations run.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
ALTER TABLE "product_texts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector(
    CASE "language" WHEN 'de' THEN 'german'::regconfig WHEN 'fr' THEN 'french'::regconfig ELSE 'dutch'::regconfig END,
    "name" || ' ' || "description"
  )
) STORED;
--> statement-breakpoint
CREATE INDEX "product_texts_search" ON "product_texts" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "product_texts_name_trigram" ON "product_texts" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
-- Catalogue search at 100,000 products. Derived from the catalogue tables and brought up to date
-- by `refreshSearchIndex` (mfe-catalog/src/store/search-index.ts) after every import; none of it is
-- written otherwise.

-- search_product_keys: what each active product offers, as facet keys `kind:value` (brand,
-- category, colour, size; `new` as a flag), for the materialised views below.
CREATE MATERIALIZED VIEW "search_product_keys" AS
SELECT
  p."id" AS "product_id",
  ARRAY['brand:' || coalesce(p."subbrand", p."brand_name")]
    || coalesce(c."keys", '{}')
    || ARRAY(SELECT 'colour:' || colour FROM unnest(p."colors") AS colour)
    || coalesce(s."keys", '{}')
    || CASE WHEN p."is_new" THEN '{new}'::text[] ELSE '{}' END AS "keys"
FROM "products" p
LEFT JOIN (
  SELECT "product_id", array_agg('category:' || "category_id" ORDER BY "category_id") AS "keys"
  FROM "product_categories" GROUP BY "product_id"
) c ON c."product_id" = p."id"
LEFT JOIN (
  SELECT "product_id", array_agg(DISTINCT 'size:' || "axis_value") AS "keys"
  FROM "variants" WHERE "axis_value" IS NOT NULL GROUP BY "product_id"
) s ON s."product_id" = p."id"
WHERE p."is_active";
--> statement-breakpoint
CREATE UNIQUE INDEX "search_product_keys_product" ON "search_product_keys" ("product_id");
--> statement-breakpoint
-- search_listing: one row per active product and shop that prices its first variant, with what
-- the listing filters, sorts and counts, so a search reads one narrow table instead of joining
-- products, variants, prices and categories for every matching product. The facet keys (those of
-- the product and `sale`: at least 4 % below the recommended retail price) are stored as
-- hashtext(shop || ' ' || key): small integers keep rows narrow and counting fast, and keys of
-- one shop alone let the GIN index answer a shop's filters without touching other shops' rows.
-- search_facet_names turns them back into text. A shop's rows lie together (ORDER BY).
CREATE MATERIALIZED VIEW "search_listing" AS
SELECT
  p."first_live_at",
  vp."with_tax",
  p."sales",
  vp."shop_id",
  p."brand",
  p."id" AS "product_id",
  ARRAY(
    SELECT hashtext(vp."shop_id" || ' ' || key)
    FROM unnest(k."keys" || CASE WHEN vp."with_tax" <= vp."recommended_retail_price" * 0.96 THEN '{sale}'::text[] ELSE '{}' END) AS key
  ) AS "facet_keys"
FROM "products" p
JOIN "search_product_keys" k ON k."product_id" = p."id"
JOIN "variants" v ON v."product_id" = p."id" AND v."position" = 0
JOIN "variant_prices" vp ON vp."variant_id" = v."id"
ORDER BY vp."shop_id", p."id";
--> statement-breakpoint
CREATE INDEX "search_listing_facet_keys" ON "search_listing" USING gin ("facet_keys");
--> statement-breakpoint
-- A shop's rows in the listing's default order (bestsellers first): the unfiltered listing reads
-- its first pages from here. Its other sorts, and every filtered listing, sort what they select.
CREATE INDEX "search_listing_shop_sales" ON "search_listing" ("shop_id", "sales" DESC, "product_id");
--> statement-breakpoint
-- search_texts: one row per active, priced product and language, holding its full-text vector
-- with what a text search filters, sorts and counts (facet keys as hashtext('* ' || key), of no
-- shop; each shop's price and sale as arrays), so a text search reads its hits and nothing else,
-- instead of looking each hit up in search_listing.
CREATE MATERIALIZED VIEW "search_texts" AS
SELECT
  p."first_live_at",
  p."sales",
  t."language",
  p."brand",
  p."id" AS "product_id",
  ARRAY(SELECT hashtext('* ' || key) FROM unnest(k."keys") AS key) AS "facet_keys",
  prices."shop_ids",
  prices."prices",
  prices."sale_shop_ids",
  t."search_vector"
FROM "product_texts" t
JOIN "products" p ON p."id" = t."product_id"
JOIN "search_product_keys" k ON k."product_id" = p."id"
JOIN (
  SELECT
    "product_id",
    array_agg("shop_id" ORDER BY "shop_id") AS "shop_ids",
    array_agg("with_tax" ORDER BY "shop_id") AS "prices",
    coalesce(array_agg("shop_id") FILTER (WHERE "facet_keys" @> ARRAY[hashtext("shop_id" || ' sale')]), '{}') AS "sale_shop_ids"
  FROM "search_listing" GROUP BY "product_id"
) prices ON prices."product_id" = p."id"
ORDER BY t."language", p."id";
--> statement-breakpoint
CREATE INDEX "search_texts_search" ON "search_texts" USING gin ("search_vector");
--> statement-breakpoint
-- search_facet_names: every facet key any product offers, with its hash for each shop and for no
-- shop (scope `*`). The unique index makes a refresh fail rather than let two keys of one scope
-- share a hash.
CREATE MATERIALIZED VIEW "search_facet_names" AS
SELECT
  scopes."scope",
  hashtext(scopes."scope" || ' ' || keys."key") AS "hash",
  split_part(keys."key", ':', 1) AS "kind",
  nullif(substr(keys."key", strpos(keys."key", ':') + 1), keys."key") AS "value"
FROM (SELECT DISTINCT "shop_id" AS "scope" FROM "search_listing" UNION SELECT '*') scopes
CROSS JOIN (SELECT DISTINCT unnest("keys") AS "key" FROM "search_product_keys" UNION SELECT 'sale') keys;
--> statement-breakpoint
CREATE UNIQUE INDEX "search_facet_names_scope_hash" ON "search_facet_names" ("scope", "hash");
--> statement-breakpoint
-- search_lexemes: the stems of each language's product texts with the number of texts holding
-- them. A query's unknown stems are replaced by similar known ones before the full-text search
-- ("did you mean"), so typo tolerance needs no similarity scan over every product name. ts_stat's
-- query names its schema (the catalogue's): refreshing a materialised view runs with a search path of pg_catalog
-- only (PostgreSQL 17, as in PGlite).
CREATE MATERIALIZED VIEW "search_lexemes" AS
SELECT 'de' AS "language", "word" AS "lexeme", "ndoc" FROM ts_stat($$SELECT "search_vector" FROM "catalog"."search_texts" WHERE "language" = 'de'$$)
UNION ALL
SELECT 'fr', "word", "ndoc" FROM ts_stat($$SELECT "search_vector" FROM "catalog"."search_texts" WHERE "language" = 'fr'$$)
UNION ALL
SELECT 'nl', "word", "ndoc" FROM ts_stat($$SELECT "search_vector" FROM "catalog"."search_texts" WHERE "language" = 'nl'$$);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_lexemes_language_lexeme" ON "search_lexemes" ("language", "lexeme");
--> statement-breakpoint
CREATE INDEX "search_lexemes_trigram" ON "search_lexemes" USING gin ("lexeme" gin_trgm_ops);
--> statement-breakpoint
-- search_facets: the facet counts of each shop's unfiltered listing (all of its products), which
-- would otherwise be counted over every product of the brand on each visit of the listing. Kinds
-- and values as searchProducts counts them; empty until the first refresh, and searches count live
-- while a shop has no rows here.
CREATE TABLE "search_facets" (
  "shop_id" text NOT NULL,
  "brand" text NOT NULL,
  "kind" text NOT NULL,
  "value" text,
  "count" integer
);
--> statement-breakpoint
CREATE INDEX "search_facets_shop" ON "search_facets" ("shop_id", "brand");
--> statement-breakpoint
-- The unfiltered listing sorted by price (either way) reads its first pages from this index
-- instead of sorting a whole shop: about 40 ms down to 8 ms at 100,000 products.
CREATE INDEX "search_listing_shop_price" ON "search_listing" ("shop_id", "with_tax", "product_id");
