// Baskets and wishlists (core spec point 3), the basket team's tables in its own PostgreSQL
// schema `basket` (decision 0022); drizzle-kit reads this file (see drizzle.config.ts). Keys are
// the spec's `basket_{shopId}_{userId}` and `wishlist_{shopId}_{userId}`. Variant and product ids
// are the catalogue's, kept as plain text: no foreign key crosses teams, and the catalogue is
// asked about them through `CatalogueLines`.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The basket team's PostgreSQL schema. */
export const basketSchema = pgSchema("basket");

export const baskets = basketSchema.table(
  "baskets",
  {
    key: text("key").primaryKey(),
    shopId: text("shop_id").notNull(),
    userId: text("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("baskets_user").on(table.userId)],
);

/**
 * A basket line. A plain line is unique per variant (group id ''), so adding the same variant
 * twice, even in two requests at once, raises the quantity instead of adding a line; a
 * customised line has its own 8-digit group id.
 */
export const basketItems = basketSchema.table(
  "basket_items",
  {
    key: text("key").primaryKey(),
    basketKey: text("basket_key")
      .notNull()
      .references(() => baskets.key, { onDelete: "cascade" }),
    /** The catalogue's variant id. */
    variantId: text("variant_id").notNull(),
    quantity: integer("quantity").notNull(),
    groupId: text("group_id").notNull().default(""),
    isMainItem: boolean("is_main_item").notNull().default(true),
    isRequired: boolean("is_required").notNull().default(false),
    customText: jsonb("custom_text"),
    displayData: jsonb("display_data").notNull().default({}),
    /** Increments with every change: a stale `updateItem` is refused with 409. */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("basket_items_line").on(table.basketKey, table.variantId, table.groupId),
    check("basket_items_quantity", sql`${table.quantity} > 0`),
  ],
);

export const wishlists = basketSchema.table(
  "wishlists",
  {
    key: text("key").primaryKey(),
    shopId: text("shop_id").notNull(),
    userId: text("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("wishlists_user").on(table.userId)],
);

/** A wishlist line: a product in one variant, once per variant (both the catalogue's ids). */
export const wishlistItems = basketSchema.table(
  "wishlist_items",
  {
    key: text("key").primaryKey(),
    wishlistKey: text("wishlist_key")
      .notNull()
      .references(() => wishlists.key, { onDelete: "cascade" }),
    productId: text("product_id").notNull(),
    variantId: text("variant_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("wishlist_items_line").on(table.wishlistKey, table.variantId)],
);

/**
 * The `Idempotency-Key`s of `addItem` calls, per basket (issue 15, point 3): the first call
 * with a key claims it (answer still null), runs and stores its answer; a repeat within the
 * window gets that answer back and changes nothing. No foreign key: a key is claimed before the
 * basket's first line exists. Rows older than the window are purged as new keys come in.
 */
export const basketIdempotencyKeys = basketSchema.table(
  "basket_idempotency_keys",
  {
    basketKey: text("basket_key").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** A hash of the request body: the same key with another body is refused (422). */
    requestHash: text("request_hash").notNull(),
    /** The answer's status and body; null while the first call is still running. */
    status: integer("status"),
    response: jsonb("response"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.basketKey, table.idempotencyKey] }),
    index("basket_idempotency_keys_created").on(table.createdAt),
  ],
);

/**
 * Orders (issue 18, point 4; decision 0035). The number is random and not guessable; the order
 * belongs to the basket's user id (an account's or an anonymous one), and only a session that
 * owns that id reads it. Lines, addresses and costs are kept as they were when the order was
 * placed: the catalogue may change its products later, an order does not.
 */
export const orders = basketSchema.table(
  "orders",
  {
    orderNumber: text("order_number").primaryKey(),
    shopId: text("shop_id").notNull(),
    language: text("language").notNull(),
    userId: text("user_id").notNull(),
    /** The `Idempotency-Key` it was placed with: one order per basket and key. */
    basketKey: text("basket_key").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** placed, paid, shipped, delivered or cancelled (`canMoveOrder`). */
    status: text("status").notNull(),
    email: text("email").notNull(),
    shippingAddress: jsonb("shipping_address").notNull(),
    billingAddress: jsonb("billing_address").notNull(),
    shippingMethod: text("shipping_method").notNull(),
    lines: jsonb("lines").notNull(),
    /** The basket lines it was placed from, removed once its payment is authorised. */
    basketItemKeys: jsonb("basket_item_keys").notNull(),
    /** Cents with tax. */
    itemsTotal: integer("items_total").notNull(),
    shippingCost: integer("shipping_cost").notNull(),
    total: integer("total").notNull(),
    withoutTax: integer("without_tax").notNull(),
    currency: text("currency").notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("orders_user").on(table.userId),
    uniqueIndex("orders_idempotency").on(table.basketKey, table.idempotencyKey),
  ],
);

/** An order's payment with its provider (issue 18, point 3): one per order. */
export const payments = basketSchema.table(
  "payments",
  {
    reference: text("reference").primaryKey(),
    orderNumber: text("order_number")
      .notNull()
      .references(() => orders.orderNumber, { onDelete: "cascade" }),
    /** The spec's payment method code (KK, PP, …). */
    method: text("method").notNull(),
    /** authorised, pending (the shopper is on the provider's page), captured or cancelled. */
    status: text("status").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    redirectUrl: text("redirect_url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("payments_order").on(table.orderNumber)],
);

/**
 * The packages an order left the warehouse in (issue 18, point 6; decision 0039): each with its
 * carrier (`dhl`, `postnl`, …), its tracking number and the order lines it holds (variant id and
 * quantity), written when the order moves to shipped.
 */
export const orderPackages = basketSchema.table(
  "order_packages",
  {
    id: text("id").primaryKey(),
    orderNumber: text("order_number")
      .notNull()
      .references(() => orders.orderNumber, { onDelete: "cascade" }),
    /** Its place in the order: package 1, 2, … */
    position: integer("position").notNull(),
    carrierKey: text("carrier_key").notNull(),
    trackingNumber: text("tracking_number").notNull(),
    lines: jsonb("lines").notNull(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("order_packages_position").on(table.orderNumber, table.position)],
);

/**
 * Complaints about an order (issue 18, point 6; decision 0039): a reason from a fixed list, the
 * order lines it concerns (variant ids) and the shopper's message, kept for customer service.
 */
export const orderComplaints = basketSchema.table(
  "order_complaints",
  {
    id: text("id").primaryKey(),
    orderNumber: text("order_number")
      .notNull()
      .references(() => orders.orderNumber, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    reason: text("reason").notNull(),
    variantIds: jsonb("variant_ids").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_complaints_order").on(table.orderNumber)],
);

// ---- Coupons and gift cards (issue 18, point 2; decision 0045), owned by the coupon code ----

/**
 * Coupons a shopper types in or brings with a `?voucher=` link (core spec point 2): a code,
 * where it counts (a brand, one shop, or everywhere when null), a reduction in percent of the
 * items or a fixed amount in cents of `currency`, the items' value it needs, when it is valid,
 * how often it may be redeemed and how often it was (counted when an order is placed with it).
 */
export const coupons = basketSchema.table(
  "coupons",
  {
    /** Upper case: codes are typed in any case and compared in upper case. */
    code: text("code").primaryKey(),
    brand: text("brand"),
    shopId: text("shop_id"),
    /** percent (value 1 to 100) or amount (value in cents of `currency`). */
    kind: text("kind").notNull(),
    value: integer("value").notNull(),
    currency: text("currency"),
    /** The items' value with tax it needs, in cents. */
    minimumOrderValue: integer("minimum_order_value").notNull().default(0),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validUntil: timestamp("valid_until", { withTimezone: true }),
    maxRedemptions: integer("max_redemptions"),
    redemptionCount: integer("redemption_count").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (table) => [
    check(
      "coupons_value",
      sql`(${table.kind} = 'percent' and ${table.value} between 1 and 100)
        or (${table.kind} = 'amount' and ${table.value} > 0 and ${table.currency} is not null)`,
    ),
    check(
      "coupons_redemptions",
      sql`${table.maxRedemptions} is null or ${table.redemptionCount} <= ${table.maxRedemptions}`,
    ),
  ],
);

/** The coupon on a basket: one per basket (the key), gone with the basket. */
export const basketCoupons = basketSchema.table("basket_coupons", {
  basketKey: text("basket_key")
    .primaryKey()
    .references(() => baskets.key, { onDelete: "cascade" }),
  couponCode: text("coupon_code")
    .notNull()
    .references(() => coupons.code, { onDelete: "cascade" }),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The coupon an order was placed with and the reduction it gave, in cents with tax. */
export const orderCoupons = basketSchema.table("order_coupons", {
  orderNumber: text("order_number")
    .primaryKey()
    .references(() => orders.orderNumber, { onDelete: "cascade" }),
  couponCode: text("coupon_code").notNull(),
  reduction: integer("reduction").notNull(),
});

/**
 * Gift cards (payment method G): a code, its PIN, the balance in cents of its currency and
 * the day it expires. The balance changes only inside an order's transaction, row locked.
 */
export const giftCards = basketSchema.table(
  "gift_cards",
  {
    code: text("code").primaryKey(),
    pin: text("pin").notNull(),
    balance: integer("balance").notNull(),
    currency: text("currency").notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
  },
  (table) => [check("gift_cards_balance", sql`${table.balance} >= 0`)],
);

/** What a gift card paid of an order (one card per order); refunded when the order is cancelled. */
export const giftCardPayments = basketSchema.table("gift_card_payments", {
  orderNumber: text("order_number")
    .primaryKey()
    .references(() => orders.orderNumber, { onDelete: "cascade" }),
  giftCardCode: text("gift_card_code")
    .notNull()
    .references(() => giftCards.code),
  amount: integer("amount").notNull(),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- end of coupons and gift cards ----

// ---- Click and reserve (issues 18 and 21; decision 0046), owned by the reservation code ----

/**
 * Reservations in a retail store (click and reserve, core spec point 3 shop option
 * `clickAndReserve`; decision 0046). The number is random like an order number; the stock of
 * its lines was taken off the catalogue when it was made. Lines (variant, quantity, unit price at
 * reservation) are kept as they were. A basket reservation also names the basket lines it took
 * over (removed in the same transaction). One reservation per basket key and `Idempotency-Key`.
 */
export const reservations = basketSchema.table(
  "reservations",
  {
    reservationNumber: text("reservation_number").primaryKey(),
    shopId: text("shop_id").notNull(),
    language: text("language").notNull(),
    userId: text("user_id").notNull(),
    basketKey: text("basket_key").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** A store of the slice's store list (`stores/retail-stores.ts`). */
    storeId: text("store_id").notNull(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phone: text("phone"),
    lines: jsonb("lines").notNull(),
    basketItemKeys: jsonb("basket_item_keys").notNull(),
    /** reserved, collected, expired or cancelled. */
    status: text("status").notNull(),
    reservedUntil: timestamp("reserved_until", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("reservations_user").on(table.userId),
    uniqueIndex("reservations_idempotency").on(table.basketKey, table.idempotencyKey),
    check(
      "reservations_status",
      sql`${table.status} in ('reserved', 'collected', 'expired', 'cancelled')`,
    ),
  ],
);

// ---- end of click and reserve ----
