CREATE TABLE "basket"."order_complaints" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"variant_ids" jsonb NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket"."order_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"position" integer NOT NULL,
	"carrier_key" text NOT NULL,
	"tracking_number" text NOT NULL,
	"lines" jsonb NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket"."order_complaints" ADD CONSTRAINT "order_complaints_order_number_orders_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "basket"."orders"("order_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket"."order_packages" ADD CONSTRAINT "order_packages_order_number_orders_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "basket"."orders"("order_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_complaints_order" ON "basket"."order_complaints" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "order_packages_position" ON "basket"."order_packages" USING btree ("order_number","position");