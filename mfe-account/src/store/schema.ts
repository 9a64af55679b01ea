// The account team's tables (core spec points 3–7), in the PostgreSQL schema `account`
// (decision 0022): customers, password reset tokens and newsletter sign-ups. Sessions are the
// platform's; no foreign key crosses to them, so deleting an account ends its sessions
// explicitly (`Sessions.endAllOf`).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  pgSchema,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const accountSchema = pgSchema("account");

/**
 * A customer: registered (with a password) or guest (isGuestCustomer, no password). The id is
 * 64 hex characters (core spec point 9: a logged-in id is 64 characters long).
 */
export const users = accountSchema.table(
  "users",
  {
    id: text("id").primaryKey(),
    /** Lowercased (core spec point 5). */
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** m, f or d. */
    gender: text("gender").notNull(),
    phone: text("phone"),
    birthDate: text("birth_date"),
    customerNo: text("customer_no").notNull(),
    passwordHash: text("password_hash"),
    isGuestCustomer: boolean("is_guest_customer").notNull(),
    newsletter: boolean("newsletter").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One registered account per email; guests may order again with the same address.
    uniqueIndex("users_registered_email")
      .on(table.email)
      .where(sql`not ${table.isGuestCustomer}`),
    // An address's guest customers, for removing those no session can reach (decision 0031).
    index("users_guest_email")
      .on(table.email, table.createdAt)
      .where(sql`${table.isGuestCustomer}`),
    uniqueIndex("users_customer_no").on(table.customerNo),
  ],
);

/** Password reset tokens: stored hashed, single use, short-lived; they go with their account. */
export const passwordResetTokens = accountSchema.table(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("password_reset_tokens_user").on(table.userId)],
);

/**
 * Newsletter sign-ups (`POST /api/mcs/selfi/newsletter/`; salutation m=0, f=2, d=4), one per
 * address and shop, by double opt-in (decision 0031): pending with a hashed token until the
 * mailed link confirms it; only confirmed ones (`confirmedAt`) count.
 */
export const newsletterSignups = accountSchema.table(
  "newsletter_signups",
  {
    email: text("email").notNull(),
    shopId: text("shop_id").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    salutation: smallint("salutation").notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The pending sign-up's confirmation token (SHA-256); none once confirmed. */
    tokenHash: text("token_hash"),
    tokenExpiresAt: timestamp("token_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.shopId] }),
    uniqueIndex("newsletter_signups_token").on(table.tokenHash),
  ],
);

/**
 * A registered customer's address book (issue 17, account pages): shipping and billing addresses
 * in the checkout's shape (`OrderAddress`), at most one default of each kind per customer. They go
 * with their account.
 */
export const addresses = accountSchema.table(
  "addresses",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** m, f or d. */
    salutation: text("salutation").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    street: text("street").notNull(),
    houseNumber: text("house_number").notNull(),
    postcode: text("postcode").notNull(),
    city: text("city").notNull(),
    /** de, at, ch, fr, be or nl. */
    country: text("country").notNull(),
    isDefaultShipping: boolean("is_default_shipping").notNull().default(false),
    isDefaultBilling: boolean("is_default_billing").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("addresses_user").on(table.userId, table.createdAt)],
);

/**
 * Messages a registered customer sent from the account's contact form (issue 17): kept for the
 * service team, confirmed by e-mail; they go with their account.
 */
export const contactMessages = accountSchema.table(
  "contact_messages",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The shop and locale it was sent from (the confirmation's language). */
    shopId: text("shop_id").notNull(),
    locale: text("locale").notNull(),
    /** One of `contactTopics`. */
    topic: text("topic").notNull(),
    orderNumber: text("order_number"),
    /** Name and e-mail the customer gave (prefilled from the account where the shop says so). */
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_user").on(table.userId, table.createdAt)],
);

/**
 * A registered customer's gift card and credit movements (issue 17, balance page), in cents of
 * the shop's currency: the balance is their sum. Written by the service team and the demo
 * data; the account only reads them. They go with their account.
 */
export const balanceEntries = accountSchema.table(
  "balance_entries",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** giftCard or credit. */
    kind: text("kind").notNull(),
    /** Positive: credited; negative: used. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    /** What the movement was, in the words of whoever wrote it (a gift card's code, an order). */
    reference: text("reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("balance_entries_user").on(table.userId, table.createdAt)],
);
