CREATE SCHEMA IF NOT EXISTS "basket";
--> statement-breakpoint
CREATE TABLE "basket"."basket_items" (
	"key" text PRIMARY KEY NOT NULL,
	"basket_key" text NOT NULL,
	"variant_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"group_id" text DEFAULT '' NOT NULL,
	"is_main_item" boolean DEFAULT true NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"custom_text" jsonb,
	"display_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_items_quantity" CHECK ("basket"."basket_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "basket"."baskets" (
	"key" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket"."wishlist_items" (
	"key" text PRIMARY KEY NOT NULL,
	"wishlist_key" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket"."wishlists" (
	"key" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket"."basket_items" ADD CONSTRAINT "basket_items_basket_key_baskets_key_fk" FOREIGN KEY ("basket_key") REFERENCES "basket"."baskets"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket"."wishlist_items" ADD CONSTRAINT "wishlist_items_wishlist_key_wishlists_key_fk" FOREIGN KEY ("wishlist_key") REFERENCES "basket"."wishlists"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_line" ON "basket"."basket_items" USING btree ("basket_key","variant_id","group_id");--> statement-breakpoint
CREATE INDEX "baskets_user" ON "basket"."baskets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_line" ON "basket"."wishlist_items" USING btree ("wishlist_key","variant_id");--> statement-breakpoint
CREATE INDEX "wishlists_user" ON "basket"."wishlists" USING btree ("user_id");