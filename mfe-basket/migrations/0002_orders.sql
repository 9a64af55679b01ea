CREATE TABLE "basket"."orders" (
	"order_number" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"language" text NOT NULL,
	"user_id" text NOT NULL,
	"basket_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"shipping_address" jsonb NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_method" text NOT NULL,
	"lines" jsonb NOT NULL,
	"basket_item_keys" jsonb NOT NULL,
	"items_total" integer NOT NULL,
	"shipping_cost" integer NOT NULL,
	"total" integer NOT NULL,
	"without_tax" integer NOT NULL,
	"currency" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket"."payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"redirect_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket"."payments" ADD CONSTRAINT "payments_order_number_orders_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "basket"."orders"("order_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user" ON "basket"."orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency" ON "basket"."orders" USING btree ("basket_key","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order" ON "basket"."payments" USING btree ("order_number");