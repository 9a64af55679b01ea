CREATE SCHEMA IF NOT EXISTS "platform";
--> statement-breakpoint
CREATE TABLE "platform"."anonymous_ids" (
	"anonymous_id" text PRIMARY KEY NOT NULL,
	"session_id_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."rate_limit_hits" (
	"bucket" text NOT NULL,
	"hit_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."redirects" (
	"brand" text NOT NULL,
	"path" text NOT NULL,
	"target" text NOT NULL,
	"status_code" smallint NOT NULL,
	CONSTRAINT "redirects_brand_path_pk" PRIMARY KEY("brand","path")
);
--> statement-breakpoint
CREATE TABLE "platform"."sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."release_history" (
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
CREATE TABLE "platform"."release_live" (
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
ALTER TABLE "platform"."anonymous_ids" ADD CONSTRAINT "anonymous_ids_session_id_hash_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "platform"."sessions"("id_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_hits_bucket" ON "platform"."rate_limit_hits" USING btree ("bucket","hit_at");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "platform"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "release_history_scope" ON "platform"."release_history" USING btree ("environment","mfe","shop","id");