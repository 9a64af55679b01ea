CREATE SCHEMA IF NOT EXISTS "consent";
--> statement-breakpoint
CREATE TABLE "consent"."consent_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"action" text NOT NULL,
	"href" text NOT NULL,
	"version" integer NOT NULL,
	"consents" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_decisions_created" ON "consent"."consent_decisions" USING btree ("created_at");