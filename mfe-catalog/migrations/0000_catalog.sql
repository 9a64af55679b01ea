CREATE SCHEMA IF NOT EXISTS "catalog";
--> statement-breakpoint
CREATE TABLE "catalog"."bundle_items" (
	"bundle_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bundle_items_bundle_id_product_id_pk" PRIMARY KEY("bundle_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."categories" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"parent_id" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."category_texts" (
	"category_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "category_texts_category_id_language_pk" PRIMARY KEY("category_id","language")
);
--> statement-breakpoint
CREATE TABLE "catalog"."product_categories" (
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."product_images" (
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"file" text NOT NULL,
	CONSTRAINT "product_images_product_id_position_pk" PRIMARY KEY("product_id","position")
);
--> statement-breakpoint
CREATE TABLE "catalog"."product_promotions" (
	"product_id" text NOT NULL,
	"promotion_id" text NOT NULL,
	CONSTRAINT "product_promotions_product_id_promotion_id_pk" PRIMARY KEY("product_id","promotion_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."product_texts" (
	"product_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"seo_slug" text NOT NULL,
	CONSTRAINT "product_texts_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "catalog"."product_views" (
	"customer_id" text NOT NULL,
	"product_id" text NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_views_customer_id_product_id_pk" PRIMARY KEY("customer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."products" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"reference_key" text NOT NULL,
	"master_key" text NOT NULL,
	"brand_name" text NOT NULL,
	"subbrand" text,
	"sibling_group" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"advanced_attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"collections" text[] DEFAULT '{}'::text[] NOT NULL,
	"colors" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating_value" real,
	"rating_quantity" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"personalised" boolean DEFAULT false NOT NULL,
	"bundle" boolean DEFAULT false NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_live_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog"."promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"labels" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "catalog"."recommendation_slots" (
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"slot" text NOT NULL,
	"recommendation_id" text NOT NULL,
	"fill_with_random" boolean DEFAULT true NOT NULL,
	"size" integer DEFAULT 12 NOT NULL,
	"fallback_reference_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "recommendation_slots_brand_locale_slot_pk" PRIMARY KEY("brand","locale","slot")
);
--> statement-breakpoint
CREATE TABLE "catalog"."variant_prices" (
	"variant_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"currency" text NOT NULL,
	"with_tax" integer NOT NULL,
	"recommended_retail_price" integer,
	"reference_price" jsonb,
	"reduction_relative" real,
	"scales" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "variant_prices_variant_id_shop_id_pk" PRIMARY KEY("variant_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "catalog"."variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"reference_key" text NOT NULL,
	"position" integer NOT NULL,
	"axis" text,
	"axis_value" text,
	"stock_quantity" integer NOT NULL,
	"bvc" smallint NOT NULL,
	"delivery_days_from" integer NOT NULL,
	"delivery_days_to" integer NOT NULL,
	"payback_factor" real DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog"."bundle_items" ADD CONSTRAINT "bundle_items_bundle_id_products_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."bundle_items" ADD CONSTRAINT "bundle_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."category_texts" ADD CONSTRAINT "category_texts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "catalog"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "catalog"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_promotions" ADD CONSTRAINT "product_promotions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_promotions" ADD CONSTRAINT "product_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "catalog"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."product_views" ADD CONSTRAINT "product_views_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."variant_prices" ADD CONSTRAINT "variant_prices_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "catalog"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog"."variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "catalog"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_brand_parent" ON "catalog"."categories" USING btree ("brand","parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_category" ON "catalog"."product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_views_recent" ON "catalog"."product_views" USING btree ("customer_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_brand_reference" ON "catalog"."products" USING btree ("brand","reference_key");--> statement-breakpoint
CREATE INDEX "products_brand_sales" ON "catalog"."products" USING btree ("brand","sales");--> statement-breakpoint
CREATE INDEX "products_sibling_group" ON "catalog"."products" USING btree ("sibling_group");--> statement-breakpoint
CREATE INDEX "variants_product" ON "catalog"."variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_reference" ON "catalog"."variants" USING btree ("product_id","reference_key");