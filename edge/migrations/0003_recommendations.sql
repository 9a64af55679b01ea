-- Product pages and recommendations: when a product last changed, the bestseller order per brand,
-- the last-seen history per visitor, and fallback lists as reference keys (what the shop's
-- recommendations call takes).
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE INDEX "products_brand_sales" ON "products" USING btree ("brand","sales");
--> statement-breakpoint
ALTER TABLE "recommendation_slots" RENAME COLUMN "fallback_product_ids" TO "fallback_reference_keys";
--> statement-breakpoint
UPDATE "recommendation_slots" SET "fallback_reference_keys" = ARRAY(
  SELECT split_part(id, '-', 2) FROM unnest("fallback_reference_keys") AS id
);
--> statement-breakpoint
CREATE TABLE "product_views" (
	"customer_id" text NOT NULL,
	"product_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_views_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "product_views_recent" ON "product_views" USING btree ("customer_id","viewed_at");
