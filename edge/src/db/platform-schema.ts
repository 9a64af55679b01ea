// The platform's own tables, in the PostgreSQL schema `platform` (decision 0022): sessions and
// the anonymous ids bound to them, rate-limit counts and redirects. The release registry's
// tables (release/release-schema.ts) live there too. Teams keep theirs in their own schemas.
import { index, pgSchema, primaryKey, smallint, text, timestamp } from "drizzle-orm/pg-core";

export const platform = pgSchema("platform");

/**
 * Server-side sessions. Only a SHA-256 of the session id is stored, so a copy of the table
 * cannot be replayed as cookies. `userId` is the signed-in account's id (the account team's).
 */
export const sessions = platform.table(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: text("user_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_user").on(table.userId)],
);

/**
 * The anonymous ids a browser generated (local storage key `userId`), bound to the session
 * that first wrote with them: their baskets and wishlists belong to that session only. Read by
 * session too (its ids, their count against the cap, moving them along at sign-in).
 */
export const anonymousIds = platform.table(
  "anonymous_ids",
  {
    anonymousId: text("anonymous_id").primaryKey(),
    sessionIdHash: text("session_id_hash")
      .notNull()
      .references(() => sessions.idHash, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("anonymous_ids_session").on(table.sessionIdHash)],
);

/** One row per counted attempt (failed login, reset request, …) in a rate-limit bucket. */
export const rateLimitHits = platform.table(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    hitAt: timestamp("hit_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("rate_limit_hits_bucket").on(table.bucket, table.hitAt)],
);

/** Redirects served by `GET /api/shop/redirect/{path}` (catalogue spec point 3). */
export const redirects = platform.table(
  "redirects",
  {
    brand: text("brand").notNull(),
    path: text("path").notNull(),
    target: text("target").notNull(),
    statusCode: smallint("status_code").notNull(),
  },
  (table) => [primaryKey({ columns: [table.brand, table.path] })],
);
