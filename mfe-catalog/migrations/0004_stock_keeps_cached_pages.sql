-- Stock changes keep the catalogue's cached pages (decision 0044; hand-written, drizzle does not
-- generate triggers). Every order takes stock off its variants; with the statement trigger of
-- 0002 each order bumped the catalogue's data version, so every order made every instance's
-- cached catalogue fragments unreachable, and orders took turns at the one version row. The pages
-- show of stock only whether a variant has any (sold out or not), so an update now bumps the
-- version only when it changes anything else of a variant, or takes a variant's stock to zero or
-- back from zero. Inserts, deletes and truncates bump it as before.
DROP TRIGGER "variants_changed" ON "catalog"."variants";
--> statement-breakpoint
CREATE TRIGGER "variants_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "catalog"."variants"
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version"();
--> statement-breakpoint
CREATE FUNCTION "catalog"."bump_data_version_if_shown"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (
		SELECT 1 FROM old_variants o JOIN new_variants n ON n.id = o.id
		WHERE (to_jsonb(o) - 'stock_quantity') IS DISTINCT FROM (to_jsonb(n) - 'stock_quantity')
			OR (o.stock_quantity > 0) IS DISTINCT FROM (n.stock_quantity > 0)
	) OR EXISTS (
		-- An update of the id itself: the rows do not pair up.
		SELECT 1 FROM new_variants n WHERE NOT EXISTS (SELECT 1 FROM old_variants o WHERE o.id = n.id)
	) THEN
		PERFORM "catalog"."bump_data_version_now"();
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "variants_updated" AFTER UPDATE ON "catalog"."variants"
	REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants
	FOR EACH STATEMENT EXECUTE FUNCTION "catalog"."bump_data_version_if_shown"();
