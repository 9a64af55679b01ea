// The catalogue team's tables (catalogue spec point 3, core spec point 3), in the PostgreSQL
// schema `catalog` (decision 0022). One schema for PGlite and PostgreSQL; the migrations in
// mfe-catalog/migrations are generated from it (`npm run db:generate -w @shop/mfe-catalog`), the
// search's derived tables and views are hand-written there.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** The catalogue team's PostgreSQL schema: no other team reads or writes its tables. */
export const catalogSchema = pgSchema("catalog");

/** Category trees per brand; names and slugs per language live in categoryTexts. */
export const categories = catalogSchema.table(
  "categories",
  {
    id: text("id").primaryKey(),
    brand: text("brand").notNull(),
    parentId: text("parent_id"),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("categories_brand_parent").on(table.brand, table.parentId)],
);

export const categoryTexts = catalogSchema.table(
  "category_texts",
  {
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.language] })],
);

/** A product of one brand (catalogue spec point 3, Product). */
export const products = catalogSchema.table(
  "products",
  {
    id: text("id").primaryKey(),
    brand: text("brand").notNull(),
    referenceKey: text("reference_key").notNull(),
    masterKey: text("master_key").notNull(),
    brandName: text("brand_name").notNull(),
    subbrand: text("subbrand"),
    /** Products of one group are each other's siblings (the same model in other colours). */
    siblingGroup: text("sibling_group"),
    attributes: jsonb("attributes").notNull().default({}),
    advancedAttributes: jsonb("advanced_attributes").notNull().default({}),
    collections: text("collections")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    colors: text("colors")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ratingValue: real("rating_value"),
    ratingQuantity: integer("rating_quantity").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    isNew: boolean("is_new").notNull().default(false),
    personalised: boolean("personalised").notNull().default(false),
    bundle: boolean("bundle").notNull().default(false),
    /** Units sold, for the bestseller slot. */
    sales: integer("sales").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** When the product's data last changed (its page's `updatedAt` and `indexedAt`). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    firstLiveAt: timestamp("first_live_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("products_brand_reference").on(table.brand, table.referenceKey),
    index("products_brand_sales").on(table.brand, table.sales),
    index("products_sibling_group").on(table.siblingGroup),
  ],
);

/** Name, description and SEO slug of a product per language. */
export const productTexts = catalogSchema.table(
  "product_texts",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    seoSlug: text("seo_slug").notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.language] })],
);

export const productCategories = catalogSchema.table(
  "product_categories",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index("product_categories_category").on(table.categoryId),
  ],
);

/** Products a bundle consists of. */
export const bundleItems = catalogSchema.table(
  "bundle_items",
  {
    bundleId: text("bundle_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.bundleId, table.productId] })],
);

/** Product images, stored as files by the generator; the image endpoint resizes them. */
export const productImages = catalogSchema.table(
  "product_images",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    file: text("file").notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.position] })],
);

/** A variant (catalogue spec point 3, Variant): its axis value, stock and delivery block. */
export const variants = catalogSchema.table(
  "variants",
  {
    id: text("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** `{articleNumber}_{suffix}`: the prefix before the first underscore is the article number. */
    referenceKey: text("reference_key").notNull(),
    position: integer("position").notNull(),
    /** `asGro`, `masse` or `auswahlWalz` with its value, or null for single-variant products. */
    axis: text("axis"),
    axisValue: text("axis_value"),
    stockQuantity: integer("stock_quantity").notNull(),
    bvc: smallint("bvc").notNull(),
    deliveryDaysFrom: integer("delivery_days_from").notNull(),
    deliveryDaysTo: integer("delivery_days_to").notNull(),
    paybackFactor: real("payback_factor").notNull().default(0),
  },
  (table) => [
    index("variants_product").on(table.productId),
    uniqueIndex("variants_reference").on(table.productId, table.referenceKey),
  ],
);

/** A variant's price in one shop, in cents of the shop's currency, with its price scales. */
export const variantPrices = catalogSchema.table(
  "variant_prices",
  {
    variantId: text("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    shopId: text("shop_id").notNull(),
    currency: text("currency").notNull(),
    withTax: integer("with_tax").notNull(),
    recommendedRetailPrice: integer("recommended_retail_price"),
    /** Reference (unit) price: amount in cents per `size` of `unit` (LI, QM, KG, …). */
    referencePrice: jsonb("reference_price"),
    /** appliedReductions[0].amount.relative, as a fraction (0.2 = 20 % off). */
    reductionRelative: real("reduction_relative"),
    /** Up to three scales: `[{ amount, price, unit, pricePromotionKey }]`. */
    scales: jsonb("scales").notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.variantId, table.shopId] })],
);

/** Promotions shown as badges (their labels are shown as-is, per language). */
export const promotions = catalogSchema.table("promotions", {
  id: text("id").primaryKey(),
  brand: text("brand").notNull(),
  labels: jsonb("labels").notNull(),
  /** The promotion's conditions per language (its disclaimer on the product page), if it has any. */
  conditions: jsonb("conditions"),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
});

export const productPromotions = catalogSchema.table(
  "product_promotions",
  {
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    promotionId: text("promotion_id")
      .notNull()
      .references(() => promotions.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.promotionId] })],
);

/** Recommendation slot configuration per locale (catalogue spec point 3), with its fallback. */
export const recommendationSlots = catalogSchema.table(
  "recommendation_slots",
  {
    brand: text("brand").notNull(),
    locale: text("locale").notNull(),
    slot: text("slot").notNull(),
    recommendationId: text("recommendation_id").notNull(),
    fillWithRandom: boolean("fill_with_random").notNull().default(true),
    size: integer("size").notNull().default(12),
    /** Shown when the recommendation service fails or finds nothing: product reference keys. */
    fallbackReferenceKeys: text("fallback_reference_keys")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [primaryKey({ columns: [table.brand, table.locale, table.slot] })],
);

/**
 * What a visitor looked at, for the last-seen recommendation slots: keyed by the visitor's
 * anonymous tracking id (the recommendation service's `customer_ids.cookie`), newest first.
 */
export const productViews = catalogSchema.table(
  "product_views",
  {
    customerId: text("customer_id").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.productId] }),
    index("product_views_recent").on(table.customerId, table.viewedAt),
  ],
);

/**
 * Remind when available (catalogue spec point 7, issue 21): a shopper's e-mail for a sold-out
 * variant, in the shop and language they asked in. An open request (not yet sent) exists once per
 * address and variant, whatever the shop; `sentAt` is set when the back-in-stock e-mail went out.
 */
export const stockReminders = catalogSchema.table(
  "stock_reminders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    variantId: text("variant_id")
      .notNull()
      .references(() => variants.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    shopId: text("shop_id").notNull(),
    language: text("language").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("stock_reminders_open")
      .on(table.variantId, table.email)
      .where(sql`sent_at is null`),
  ],
);
