// Baskets and wishlists (core spec point 3). Part of the one schema drizzle-kit reads (see
// drizzle.config.ts). Keys are the spec's `basket_{shopId}_{userId}` and `wishlist_{shopId}_{userId}`.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { products, variants } from "../db/schema.ts";

export const baskets = pgTable(
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
export const basketItems = pgTable(
  "basket_items",
  {
    key: text("key").primaryKey(),
    basketKey: text("basket_key")
      .notNull()
      .references(() => baskets.key, { onDelete: "cascade" }),
    variantId: text("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
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

export const wishlists = pgTable(
  "wishlists",
  {
    key: text("key").primaryKey(),
    shopId: text("shop_id").notNull(),
    userId: text("user_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("wishlists_user").on(table.userId)],
);

/** A wishlist line: a product in one variant, once per variant. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    key: text("key").primaryKey(),
    wishlistKey: text("wishlist_key")
      .notNull()
      .references(() => wishlists.key, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: text("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("wishlist_items_line").on(table.wishlistKey, table.variantId)],
);
