// Errors and health per slice version (issue 22, decision 0037), in the platform schema: shared
// by every edge instance, so canary decisions see the whole shop's traffic.
import { bigint, bigserial, index, jsonb, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { platform } from "../db/platform-schema.ts";

/**
 * Error events kept when no Sentry DSN is configured: the newest ones per slice version (the
 * tunnel deletes older ones past its bound). The event is stored as sent, personal data removed.
 */
export const monitoringEvents = platform.table(
  "monitoring_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    environment: text("environment").notNull(),
    mfe: text("mfe").notNull(),
    version: text("version").notNull(),
    /** browser or server. */
    source: text("source").notNull(),
    message: text("message").notNull(),
    event: jsonb("event").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("monitoring_events_version").on(table.environment, table.mfe, table.version, table.id),
  ],
);

/** Counts per slice version over every instance: page views, errors, load failures. */
export const sliceHealth = platform.table(
  "slice_health",
  {
    environment: text("environment").notNull(),
    mfe: text("mfe").notNull(),
    version: text("version").notNull(),
    pageViews: bigint("page_views", { mode: "number" }).notNull().default(0),
    errors: bigint("errors", { mode: "number" }).notNull().default(0),
    loadFailures: bigint("load_failures", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.environment, table.mfe, table.version] })],
);
