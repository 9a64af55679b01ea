-- The catalogue's data version (decision 0025; hand-written, drizzle does not generate triggers).
-- Every statement that writes a table the catalogue's fragments show bumps one counter in the same
-- transaction and announces it on the channel `shop_data_changed` (`dataChangedChannel` in
-- @shop/shared/platform) with the payload `mfe-catalog`. The edges' fragment cache keys the
-- catalogue's fragments on the counter, so a committed change of a price, stock, text, image,
-- category or promotion makes every instance's old entries unreachable.
--
-- A row, not a sequence: a sequence's next value is visible before its transaction commits, so an
-- instance could cache the old data under the new version. The row's lock makes concurrent writers
-- of the catalogue take turns at the bump (imports, not shoppers: product views are not counted).
-- Names are schema-qualified: the triggers fire whatever search path the writing connection has.
CREATE TABLE "catalog"."data_version" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog"."data_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
-- Also called by refreshSearchIndex: the search's derived tables change only there.
CREATE FUNCTION "catalog"."bump_data_version_now"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog"."data_version" SET "version" = "version" + 1;
	PERFORM pg_notify('shop_data_changed', 'mfe-catalog');
END
$$;
--> statement-breakpoint
CREATE FUNCTION "catalog"."bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "catalog"."bump_data_version_now"();
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."products"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "product_texts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."product_texts"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "product_categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."product_categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "product_images_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."product_images"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "product_promotions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."product_promotions"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "bundle_items_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."bundle_items"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "variants_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."variants"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "variant_prices_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."variant_prices"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "promotions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."promotions"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."categories"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "category_texts_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."category_texts"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE TRIGGER "recommendation_slots_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog"."recommendation_slots"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
