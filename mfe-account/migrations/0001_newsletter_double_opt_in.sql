-- Newsletter sign-ups by double opt-in (decision 0031): one per address and shop, pending with a
-- hashed token until the mailed link confirms it. Sign-ups kept before were never confirmed and
-- do not count; of repeats of an address and shop only the newest is kept.
DELETE FROM "account"."newsletter_signups" AS older
USING "account"."newsletter_signups" AS newer
WHERE older."email" = newer."email" AND older."shop_id" = newer."shop_id"
  AND (older."created_at", older.ctid) < (newer."created_at", newer.ctid);--> statement-breakpoint
ALTER TABLE "account"."newsletter_signups" ADD CONSTRAINT "newsletter_signups_email_shop_id_pk" PRIMARY KEY("email","shop_id");--> statement-breakpoint
ALTER TABLE "account"."newsletter_signups" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "account"."newsletter_signups" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account"."newsletter_signups" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_signups_token" ON "account"."newsletter_signups" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "users_guest_email" ON "account"."users" USING btree ("email","created_at") WHERE "account"."users"."is_guest_customer";