CREATE TABLE "basket"."basket_idempotency_keys" (
	"basket_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_idempotency_keys_basket_key_idempotency_key_pk" PRIMARY KEY("basket_key","idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "basket_idempotency_keys_created" ON "basket"."basket_idempotency_keys" USING btree ("created_at");