CREATE SCHEMA IF NOT EXISTS "cms";
--> statement-breakpoint
CREATE TABLE "cms"."datasource_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"datasource_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"dimensions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms"."datasources" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "datasources_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cms"."spaces" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"language_codes" jsonb NOT NULL,
	"cache_version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms"."stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"full_slug" text NOT NULL,
	"parent_id" integer,
	"is_folder" boolean DEFAULT false NOT NULL,
	"translated_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"first_published_at" timestamp with time zone,
	CONSTRAINT "stories_uuid_unique" UNIQUE("uuid"),
	CONSTRAINT "stories_full_slug_unique" UNIQUE("full_slug")
);
--> statement-breakpoint
ALTER TABLE "cms"."datasource_entries" ADD CONSTRAINT "datasource_entries_datasource_id_datasources_id_fk" FOREIGN KEY ("datasource_id") REFERENCES "cms"."datasources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "datasource_entries_value" ON "cms"."datasource_entries" USING btree ("datasource_id","value");--> statement-breakpoint
CREATE INDEX "stories_translated_slugs" ON "cms"."stories" USING gin ("translated_slugs");--> statement-breakpoint
CREATE INDEX "stories_full_slug_prefix" ON "cms"."stories" USING btree ("full_slug" text_pattern_ops);