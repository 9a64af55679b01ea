CREATE TABLE "basket"."basket_coupons" (
	"basket_key" text PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket"."coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"brand" text,
	"shop_id" text,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"minimum_order_value" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemption_count" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_value" CHECK (("basket"."coupons"."kind" = 'percent' and "basket"."coupons"."value" between 1 and 100)
        or ("basket"."coupons"."kind" = 'amount' and "basket"."coupons"."value" > 0 and "basket"."coupons"."currency" is not null)),
	CONSTRAINT "coupons_redemptions" CHECK ("basket"."coupons"."max_redemptions" is null or "basket"."coupons"."redemption_count" <= "basket"."coupons"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "basket"."gift_card_payments" (
	"order_number" text PRIMARY KEY NOT NULL,
	"gift_card_code" text NOT NULL,
	"amount" integer NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "basket"."gift_cards" (
	"code" text PRIMARY KEY NOT NULL,
	"pin" text NOT NULL,
	"balance" integer NOT NULL,
	"currency" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_cards_balance" CHECK ("basket"."gift_cards"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "basket"."order_coupons" (
	"order_number" text PRIMARY KEY NOT NULL,
	"coupon_code" text NOT NULL,
	"reduction" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "basket"."basket_coupons" ADD CONSTRAINT "basket_coupons_basket_key_baskets_key_fk" FOREIGN KEY ("basket_key") REFERENCES "basket"."baskets"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket"."basket_coupons" ADD CONSTRAINT "basket_coupons_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "basket"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket"."gift_card_payments" ADD CONSTRAINT "gift_card_payments_order_number_orders_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "basket"."orders"("order_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket"."gift_card_payments" ADD CONSTRAINT "gift_card_payments_gift_card_code_gift_cards_code_fk" FOREIGN KEY ("gift_card_code") REFERENCES "basket"."gift_cards"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket"."order_coupons" ADD CONSTRAINT "order_coupons_order_number_orders_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "basket"."orders"("order_number") ON DELETE cascade ON UPDATE no action;