-- Brand-sized listings and text searches at 100,000 products (issue 24; hand-written, drizzle
-- does not generate these). A listing filtered by one facet value alone (a brand, a category, a
-- colour, a size, sale or new) that matches many products counted its facets over every match on
-- each visit: some 100 ms for a brand of 48,000 products. refreshSearchIndex now stores those
-- counts too, for each facet value of a shop's listing that many products hold, beside the counts
-- of the unfiltered listing; filter_key is the facet key the listing is filtered by as
-- search_listing stores it (hashtext(shop || ' ' || key)), null for the unfiltered listing.
ALTER TABLE "search_facets" ADD COLUMN "filter_key" integer;
--> statement-breakpoint
DROP INDEX "search_facets_shop";
--> statement-breakpoint
CREATE INDEX "search_facets_shop_filter" ON "search_facets" ("shop_id", "brand", "filter_key");
--> statement-breakpoint
-- Newest first reads a shop's first pages from here, as bestsellers and prices do, instead of
-- sorting every product of the shop (or of a brand-sized filter) on each visit.
CREATE INDEX "search_listing_shop_newest" ON "search_listing" ("shop_id", "first_live_at" DESC, "product_id");
--> statement-breakpoint
-- A text search reads one language of one brand, but the one full-text index over search_texts
-- answered every language's and brand's texts holding the words: "Baumwolle" found 28,000 texts
-- of which the home brand holds 13,000, each fetched to be thrown away. One index per language
-- and brand (the shop's languages and brands; a new one needs its index here) halves what a
-- text search reads.
DROP INDEX "search_texts_search";
--> statement-breakpoint
CREATE INDEX "search_texts_search_de_home" ON "search_texts" USING gin ("search_vector") WHERE "language" = 'de' AND "brand" = 'home';
--> statement-breakpoint
CREATE INDEX "search_texts_search_de_baby" ON "search_texts" USING gin ("search_vector") WHERE "language" = 'de' AND "brand" = 'baby';
--> statement-breakpoint
CREATE INDEX "search_texts_search_fr_home" ON "search_texts" USING gin ("search_vector") WHERE "language" = 'fr' AND "brand" = 'home';
--> statement-breakpoint
CREATE INDEX "search_texts_search_fr_baby" ON "search_texts" USING gin ("search_vector") WHERE "language" = 'fr' AND "brand" = 'baby';
--> statement-breakpoint
CREATE INDEX "search_texts_search_nl_home" ON "search_texts" USING gin ("search_vector") WHERE "language" = 'nl' AND "brand" = 'home';
--> statement-breakpoint
CREATE INDEX "search_texts_search_nl_baby" ON "search_texts" USING gin ("search_vector") WHERE "language" = 'nl' AND "brand" = 'baby';
