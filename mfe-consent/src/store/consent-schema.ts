// The consent team's tables in its own PostgreSQL schema `consent` (decision 0022); drizzle-kit
// reads this file (see drizzle.config.ts).
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

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

/**
 * The performance beacon's measurements (issue 20 point 6, catalogue spec point 7): one row per
 * metric of one page view, with the page type, the slice versions on the page and the locale, so
 * the release page can compare a version's p75 with the one before. Bounded per page type
 * (`vitalsBounds.rowsPerPageType`, the oldest go first).
 */
export const webVitals = consentSchema.table(
  "web_vitals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pageType: text("page_type").notNull(),
    locale: text("locale").notNull(),
    path: text("path").notNull(),
    versions: jsonb("versions").$type<Record<string, string>>().notNull(),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("web_vitals_page_type").on(table.pageType, table.id)],
);
