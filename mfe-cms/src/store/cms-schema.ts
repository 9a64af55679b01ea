// The content service's space and stories (catalogue spec points 3 and 7), the content team's
// tables in its own PostgreSQL schema `cms` (decision 0022); drizzle-kit reads this file (see
// drizzle.config.ts). One space holds both brands, each in its folder (the company prefix).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { StoryDocument, TranslatedSlug } from "./story-document.ts";

/** The content team's PostgreSQL schema. */
export const cmsSchema = pgSchema("cms");

/** The content space: its name, languages and cache version (`cv`), raised by every publication. */
export const spaces = cmsSchema.table("spaces", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  /** The languages besides the default one (German), as Storyblok's `language_codes`. */
  languageCodes: jsonb("language_codes").$type<string[]>().notNull(),
  cacheVersion: bigint("cache_version", { mode: "number" }).notNull(),
  /** The content hash of the space exports last loaded; a different one reloads them. */
  exportHash: text("export_hash"),
});

/**
 * A story or folder. `draft` is what editors see in preview; `published` what shoppers see, or
 * null while the story is unpublished. Translations live in the documents, per language.
 */
export const stories = cmsSchema.table(
  "stories",
  {
    id: serial("id").primaryKey(),
    uuid: text("uuid").notNull().unique(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    fullSlug: text("full_slug").notNull().unique(),
    parentId: integer("parent_id"),
    isFolder: boolean("is_folder").notNull().default(false),
    translatedSlugs: jsonb("translated_slugs").$type<TranslatedSlug[]>().notNull().default([]),
    draft: jsonb("draft").$type<StoryDocument>().notNull(),
    published: jsonb("published").$type<StoryDocument>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
  },
  (table) => [
    index("stories_translated_slugs").using("gin", table.translatedSlugs),
    index("stories_full_slug_prefix").on(sql`${table.fullSlug} text_pattern_ops`),
  ],
);

/** A datasource: a named list of values editors pick from (Storyblok's datasources). */
export const datasources = cmsSchema.table("datasources", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
});

/** A datasource's entry: its name and value, and its name in other languages (dimensions). */
export const datasourceEntries = cmsSchema.table(
  "datasource_entries",
  {
    id: serial("id").primaryKey(),
    datasourceId: integer("datasource_id")
      .notNull()
      .references(() => datasources.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    value: text("value").notNull(),
    /** The entry's name per dimension (`{ "fr": "Noir" }`). */
    dimensions: jsonb("dimensions").$type<Record<string, string>>().notNull().default({}),
    position: integer("position").notNull(),
  },
  (table) => [uniqueIndex("datasource_entries_value").on(table.datasourceId, table.value)],
);
