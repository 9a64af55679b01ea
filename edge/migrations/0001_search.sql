-- Full-text search per language (German, French and Dutch stemming) and trigram similarity for
-- typo tolerance (catalogue search). PGlite loads pg_trgm as an extension at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
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
