CREATE TABLE "platform"."monitoring_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"environment" text NOT NULL,
	"mfe" text NOT NULL,
	"version" text NOT NULL,
	"source" text NOT NULL,
	"message" text NOT NULL,
	"event" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform"."slice_health" (
	"environment" text NOT NULL,
	"mfe" text NOT NULL,
	"version" text NOT NULL,
	"page_views" bigint DEFAULT 0 NOT NULL,
	"errors" bigint DEFAULT 0 NOT NULL,
	"load_failures" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slice_health_environment_mfe_version_pk" PRIMARY KEY("environment","mfe","version")
);
--> statement-breakpoint
ALTER TABLE "platform"."release_live" ADD COLUMN "canary_auto_promote_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "monitoring_events_version" ON "platform"."monitoring_events" USING btree ("environment","mfe","version","id");