// The consent team's tables in its own PostgreSQL schema `consent` (decision 0022); drizzle-kit
// reads this file (see drizzle.config.ts).
import { bigserial, index, integer, jsonb, pgSchema, text, timestamp } from "drizzle-orm/pg-core";

/** The consent team's PostgreSQL schema. */
export const consentSchema = pgSchema("consent");

/**
 * Every consent decision a visitor made (core spec point 7, the consent log call): how they
 * decided, in which shop and on which page, the consent version and each service's status, so
 * the shop can show later what a visitor agreed to and when.
 */
export const consentDecisions = consentSchema.table(
  "consent_decisions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shopId: text("shop_id").notNull(),
    action: text("action").notNull(),
    href: text("href").notNull(),
    version: integer("version").notNull(),
    consents: jsonb("consents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("consent_decisions_created").on(table.createdAt)],
);
