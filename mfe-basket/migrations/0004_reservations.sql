CREATE TABLE "basket"."reservations" (
	"reservation_number" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"language" text NOT NULL,
	"user_id" text NOT NULL,
	"basket_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"store_id" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"lines" jsonb NOT NULL,
	"basket_item_keys" jsonb NOT NULL,
	"status" text NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status" CHECK ("basket"."reservations"."status" in ('reserved', 'collected', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "reservations_user" ON "basket"."reservations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_idempotency" ON "basket"."reservations" USING btree ("basket_key","idempotency_key");