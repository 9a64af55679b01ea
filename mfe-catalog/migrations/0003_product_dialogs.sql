CREATE TABLE "catalog"."stock_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog"."stock_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" text NOT NULL,
	"email" text NOT NULL,
	"shop_id" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "catalog"."promotions" ADD COLUMN "conditions" jsonb;--> statement-breakpoint
ALTER TABLE "catalog"."stock_reminders" ADD CONSTRAINT "stock_reminders_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "catalog"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reminders_open" ON "catalog"."stock_reminders" USING btree ("variant_id","email") WHERE sent_at is null;