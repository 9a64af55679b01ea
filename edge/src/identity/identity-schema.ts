// Users, sessions, reset tokens, rate limits and newsletter sign-ups (core spec points 3–7).
// Part of the one schema drizzle-kit reads (see drizzle.config.ts).
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * A customer: registered (with a password) or guest (isGuestCustomer, no password). The id is
 * 64 hex characters (core spec point 9: a logged-in id is 64 characters long).
 */
export const users = pgTable(
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
    uniqueIndex("users_customer_no").on(table.customerNo),
  ],
);

/**
 * Server-side sessions. Only a SHA-256 of the session id is stored, so a copy of the table
 * cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user").on(table.userId)],
);

/**
 * The anonymous ids a browser generated (local storage key `userId`), bound to the session
 * that first used them: their baskets and wishlists belong to that session only.
 */
export const anonymousIds = pgTable("anonymous_ids", {
  anonymousId: text("anonymous_id").primaryKey(),
  sessionIdHash: text("session_id_hash")
    .notNull()
    .references(() => sessions.idHash, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Password reset tokens: stored hashed, single use, short-lived. */
export const passwordResetTokens = pgTable(
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

/** One row per counted attempt (failed login, reset request, …) in a rate-limit bucket. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    hitAt: timestamp("hit_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rate_limit_hits_bucket").on(table.bucket, table.hitAt)],
);

/** Newsletter sign-ups (`POST /api/mcs/selfi/newsletter/`); salutation m=0, f=2, d=4. */
export const newsletterSignups = pgTable("newsletter_signups", {
  email: text("email").notNull(),
  shopId: text("shop_id").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  salutation: smallint("salutation").notNull(),
  source: text("source").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
