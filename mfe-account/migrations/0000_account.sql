-- The account team's tables (decision 0015, 0022): customers, hashed reset tokens and newsletter
-- sign-ups, in the schema `account`. Sessions are the platform's: no foreign key to them.
CREATE SCHEMA IF NOT EXISTS "account";
--> statement-breakpoint
CREATE TABLE "account"."newsletter_signups" (
	"email" text NOT NULL,
	"shop_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"salutation" smallint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account"."password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "account"."users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"phone" text,
	"birth_date" text,
	"customer_no" text NOT NULL,
	"password_hash" text,
	"is_guest_customer" boolean NOT NULL,
	"newsletter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account"."password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "account"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user" ON "account"."password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_registered_email" ON "account"."users" USING btree ("email") WHERE not "account"."users"."is_guest_customer";--> statement-breakpoint
CREATE UNIQUE INDEX "users_customer_no" ON "account"."users" USING btree ("customer_no");