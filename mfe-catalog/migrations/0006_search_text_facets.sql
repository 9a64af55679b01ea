-- Text searches with many hits at 100,000 products (issue 24; hand-written, drizzle does not
-- generate these). A search of one word counted its facets over every hit on each new query:
-- "Baumwolle" has 13,000 hits in a shop, and counting them took some 20 ms of its 40 ms on
-- PGlite. refreshSearchIndex now stores the counts of each word that many texts of a shop's
-- language hold, made by the same query as live counts; `query` is the word's stem as the
-- full-text query a visitor's word turns into ('baumwoll' for "Baumwolle"), so a search finds
-- them by its own query. Kinds and values as in search_facets.
CREATE TABLE "search_text_facets" (
  "shop_id" text NOT NULL,
  "language" text NOT NULL,
  "query" tsquery NOT NULL,
  "kind" text NOT NULL,
  "value" text,
  "count" integer
);
--> statement-breakpoint
CREATE INDEX "search_text_facets_shop_query" ON "search_text_facets" ("shop_id", "language", "query");
--> statement-breakpoint
-- The first rows of each such search in each sort, as the search's matched rows (what its order
-- reads): the first page of any size, or the first four pages of 24, are taken from here instead
-- of ranking or sorting every hit ("Baumwolle": fetching and ranking 13,000 hits took most of
-- the rest). A page further on is worked out live, with the stored counts.
CREATE TABLE "search_text_pages" (
  "shop_id" text NOT NULL,
  "language" text NOT NULL,
  "query" tsquery NOT NULL,
  "sort" text NOT NULL,
  "product_id" text NOT NULL,
  "with_tax" integer,
  "sales" integer,
  "first_live_at" timestamp with time zone,
  "relevance" real
);
--> statement-breakpoint
CREATE INDEX "search_text_pages_shop_query" ON "search_text_pages" ("shop_id", "language", "query", "sort");
