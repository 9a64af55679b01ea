CREATE TABLE "release_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"shop" text DEFAULT '' NOT NULL,
	"mfe" text NOT NULL,
	"action" text NOT NULL,
	"from_version" text,
	"to_version" text,
	"canary_version" text,
	"canary_percent" smallint DEFAULT 0 NOT NULL,
	"actor" text NOT NULL,
	"why" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "release_live" (
	"environment" text NOT NULL,
	"shop" text DEFAULT '' NOT NULL,
	"mfe" text NOT NULL,
	"version" text NOT NULL,
	"canary_version" text,
	"canary_percent" smallint DEFAULT 0 NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"pinned_by" text,
	"pinned_why" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_live_environment_shop_mfe_pk" PRIMARY KEY("environment","shop","mfe")
);
--> statement-breakpoint
CREATE INDEX "release_history_scope" ON "release_history" USING btree ("environment","mfe","shop","id");