// The release registry (issue 6, brief: "Release model"): which version of each micro-frontend
// is live per environment and shop, its canary, and the history of every change.
// In the platform schema (db/platform-schema.ts).
import {
  bigserial,
  boolean,
  index,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { platform } from "../db/platform-schema.ts";

/**
 * The live version of one micro-frontend in one scope. `shop` is the empty string for the whole
 * environment; a shop's own row wins over it. An edge that finds no environment row for a slice
 * records the build it started with here (`adopt`, decision 0023).
 */
export const releaseLive = platform.table(
  "release_live",
  {
    environment: text("environment").notNull(),
    shop: text("shop").notNull().default(""),
    mfe: text("mfe").notNull(),
    version: text("version").notNull(),
    /** A second version served to `canary_percent` % of visitors, sticky per visitor. */
    canaryVersion: text("canary_version"),
    canaryPercent: smallint("canary_percent").notNull().default(0),
    /** When the canary analysis promotes a healthy canary (`--auto-promote 30m`, decision 0037). */
    canaryAutoPromoteAt: timestamp("canary_auto_promote_at", { withTimezone: true }),
    /** A pinned scope refuses promotions and rollbacks until it is unpinned. */
    pinned: boolean("pinned").notNull().default(false),
    pinnedBy: text("pinned_by"),
    pinnedWhy: text("pinned_why"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.environment, table.shop, table.mfe] })],
);

/** Every change of the registry: when, who, from, to, why. Never updated or deleted. */
export const releaseHistory = platform.table(
  "release_history",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    environment: text("environment").notNull(),
    shop: text("shop").notNull().default(""),
    mfe: text("mfe").notNull(),
    /** adopt, promote, canary, rollback, pin or unpin. */
    action: text("action").notNull(),
    fromVersion: text("from_version"),
    toVersion: text("to_version"),
    canaryVersion: text("canary_version"),
    canaryPercent: smallint("canary_percent").notNull().default(0),
    actor: text("actor").notNull(),
    why: text("why").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("release_history_scope").on(table.environment, table.mfe, table.shop, table.id),
  ],
);
