CREATE TABLE "consent"."web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"page_type" text NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL,
	"versions" jsonb NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vitals_page_type" ON "consent"."web_vitals" USING btree ("page_type","id");