import { mkdir } from "node:fs/promises";
import path from "node:path";
import { writeFileAtomically } from "../images/atomic-write.ts";
import {
  brands,
  locales,
  recommendationSize,
  recommendationSlots,
  type Brand,
  type RecommendationSlot,
} from "@shop/shared";
import type { Database, PlatformShop } from "@shop/shared/platform";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { refreshSearchIndex } from "../store/search-index.ts";
import * as schema from "../store/schema.ts";
import type { RecommendationEngineId } from "../store/recommendations/recommendation-engine.ts";
import { demoRedirects, type DemoRedirect } from "./demo-redirects.ts";
import {
  categoryRows,
  demoEpoch,
  productBatches,
  promotionRows,
  referenceKeyOf,
} from "./generate-catalogue.ts";

/** The engine of the embedded recommendation service that fills each slot. */
const slotEngines: Record<RecommendationSlot, RecommendationEngineId> = {
  listing_last_seen: "last-seen",
  listing_bestseller: "bestsellers",
  pds_alternatives: "alternatives",
  pds_suggestions: "suggestions",
  pds_last_seen: "last-seen",
  add_to_cart_layer: "suggestions",
  basket: "suggestions",
  search: "bestsellers",
};

/** Inserts rows in chunks small enough for PostgreSQL's limit on statement parameters. */
async function insertAll(
  db: Database,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const columns = rows[0] ? Object.keys(rows[0]).length : 1;
  const chunk = Math.max(1, Math.floor(30_000 / columns));
  for (let start = 0; start < rows.length; start += chunk) {
    await db.insert(table).values(rows.slice(start, start + chunk));
  }
}

/** Every slot in every locale; the fallback is a dozen of the brand's first products. */
function slotRows(brand: Brand) {
  const fallback = Array.from({ length: 12 }, (_, index) => referenceKeyOf(brand, index * 3));
  return locales.flatMap((locale) =>
    recommendationSlots.map((slot) => ({
      brand,
      locale,
      slot,
      recommendationId: slotEngines[slot],
      // Last seen shows only what the visitor saw, or nothing; the others always fill up.
      fillWithRandom: slotEngines[slot] !== "last-seen",
      size: recommendationSize,
      fallbackReferenceKeys: slotEngines[slot] === "last-seen" ? [] : fallback,
    })),
  );
}

/** What a seeding wrote. */
export interface SeedResult {
  readonly products: number;
  readonly variants: number;
  readonly prices: number;
}

export interface DemoCatalogueOptions {
  /** Products in all (three in five of the home brand). */
  readonly products: number;
  /** The same seed gives the same catalogue. */
  readonly seed: number;
  /** The shops whose prices are written (brand, shop id, currency). */
  readonly shops: readonly PlatformShop[];
  /** Where the product images (SVG sources) are written; none without it. */
  readonly imageDir?: string;
}

/** Writes the generated product images as files (the image endpoint reads them). */
async function writeImageFiles(
  imageDir: string,
  files: readonly { file: string; svg: string }[],
): Promise<void> {
  const folders = new Set(files.map(({ file }) => path.dirname(path.join(imageDir, file))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all(
    files.map(({ file, svg }) => writeFileAtomically(path.join(imageDir, file), svg)),
  );
}

/** True when the catalogue holds no product yet. */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.products);
  return (row?.count ?? 0) === 0;
}

/**
 * Removes every catalogue row (products with everything hanging off them, categories,
 * promotions, slots, views) and empties the search's derived tables. Redirects are the
 * platform's: it removes its own.
 */
export async function resetDemoCatalogue(db: Database): Promise<void> {
  await db.execute(
    sql`truncate ${schema.products}, ${schema.categories}, ${schema.promotions}, ${schema.recommendationSlots} cascade`,
  );
  await refreshSearchIndex(db);
}

/**
 * Writes the generated demo catalogue: categories, promotions, products in batches, the
 * recommendation slots, then brings the search up to date. Answers how much it wrote and the
 * demo shop's redirects, which the platform writes into its own table.
 */
export async function seedDemoCatalogue(
  db: Database,
  options: DemoCatalogueOptions,
): Promise<{ summary: SeedResult; redirects: DemoRedirect[] }> {
  const { categories, texts } = categoryRows();
  await insertAll(db, schema.categories, categories);
  await insertAll(db, schema.categoryTexts, texts);
  await insertAll(db, schema.promotions, promotionRows(demoEpoch));
  let summary = { products: 0, variants: 0, prices: 0 };
  for (const batch of productBatches(options)) {
    await db.transaction(async (tx) => {
      const target = tx as unknown as Database;
      await insertAll(target, schema.products, batch.products);
      await insertAll(target, schema.productTexts, batch.texts);
      await insertAll(target, schema.productCategories, batch.productCategories);
      await insertAll(target, schema.productImages, batch.images);
      await insertAll(target, schema.variants, batch.variants);
      await insertAll(target, schema.variantPrices, batch.prices);
      await insertAll(target, schema.bundleItems, batch.bundleItems);
      await insertAll(target, schema.productPromotions, batch.productPromotions);
    });
    if (options.imageDir) await writeImageFiles(options.imageDir, batch.imageFiles);
    summary = {
      products: summary.products + batch.products.length,
      variants: summary.variants + batch.variants.length,
      prices: summary.prices + batch.prices.length,
    };
  }
  for (const brand of brands) await insertAll(db, schema.recommendationSlots, slotRows(brand));
  const redirects = await demoRedirects(db);
  await refreshSearchIndex(db);
  return { summary, redirects };
}
