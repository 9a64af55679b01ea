import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  brands,
  languages,
  locales,
  recommendationSize,
  recommendationSlots,
  type Brand,
  type RecommendationSlot,
} from "@shop/shared";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { refreshSearchIndex } from "../catalogue/search-index.ts";
import type { ShopDatabase } from "../db/database.ts";
import * as schema from "../db/schema.ts";
import type { RecommendationEngineId } from "../recommendations/recommendation-engine.ts";
import {
  categoryRows,
  productBatches,
  promotionRows,
  referenceKeyOf,
  type GenerateOptions,
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
  db: ShopDatabase,
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

async function redirectRows(db: ShopDatabase) {
  const successors = await db
    .select({
      brand: schema.products.brand,
      language: schema.productTexts.language,
      slug: schema.productTexts.seoSlug,
    })
    .from(schema.productTexts)
    .innerJoin(schema.products, sql`${schema.products.id} = ${schema.productTexts.productId}`)
    .where(sql`${schema.products.referenceKey} in ('1000000', '2000000')`);
  const successor = (brand: Brand, language: string) =>
    successors.find((row) => row.brand === brand && row.language === language)?.slug;
  const rows: (typeof schema.redirects.$inferInsert)[] = [
    { brand: "home", path: "/de/kuechenhelfer/", target: "/de/kueche/", statusCode: 301 },
    { brand: "home", path: "/fr/ustensiles/", target: "/fr/cuisine/", statusCode: 301 },
    { brand: "home", path: "/nl/keukenhulpjes/", target: "/nl/keuken/", statusCode: 301 },
    { brand: "home", path: "/de/herbst-sale/", target: "/de/wohnen/", statusCode: 301 },
    {
      brand: "home",
      path: "/de/ratgeber-archiv/",
      target: "https://magazin.wohnfein.example/archiv/",
      statusCode: 302,
    },
    { brand: "baby", path: "/de/erstausstattung/", target: "/de/babyzimmer/", statusCode: 302 },
    { brand: "baby", path: "/fr/trousseau/", target: "/fr/chambre-de-bebe/", statusCode: 302 },
  ];
  for (const brand of brands) {
    for (const language of languages) {
      const slug = successor(brand, language);
      const discontinued = brand === "home" ? "1999999" : "2999999";
      if (slug)
        rows.push({
          brand,
          path: `/${language}/p/${discontinued}/`,
          target: `/${language}/p/${slug}/`,
          statusCode: 301,
        });
    }
  }
  return rows;
}

export interface SeedResult {
  readonly products: number;
  readonly variants: number;
  readonly prices: number;
}

/** Writes the generated product images as files (the image endpoint reads them). */
async function writeImageFiles(
  imageDir: string,
  files: readonly { file: string; svg: string }[],
): Promise<void> {
  const folders = new Set(files.map(({ file }) => path.dirname(path.join(imageDir, file))));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  await Promise.all(files.map(({ file, svg }) => writeFile(path.join(imageDir, file), svg)));
}

/** True when the catalogue holds no product yet. */
export async function isCatalogueEmpty(db: ShopDatabase): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.products);
  return (row?.count ?? 0) === 0;
}

/** Removes every catalogue row (products, categories, slots, redirects). */
export async function clearCatalogue(db: ShopDatabase): Promise<void> {
  await db.execute(
    sql`truncate ${schema.products}, ${schema.categories}, ${schema.promotions}, ${schema.recommendationSlots}, ${schema.redirects} cascade`,
  );
  await refreshSearchIndex(db);
}

/** Writes the generated demo catalogue: categories, promotions, products in batches, slots, redirects. */
export async function seedDemoData(
  db: ShopDatabase,
  options: GenerateOptions & { readonly imageDir?: string },
): Promise<SeedResult> {
  const { categories, texts } = categoryRows();
  await insertAll(db, schema.categories, categories);
  await insertAll(db, schema.categoryTexts, texts);
  await insertAll(
    db,
    schema.promotions,
    promotionRows(options.epoch ?? new Date("2026-11-01T00:00:00Z")),
  );
  let totals = { products: 0, variants: 0, prices: 0 };
  for (const batch of productBatches(options)) {
    await db.transaction(async (tx) => {
      const target = tx as unknown as ShopDatabase;
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
    totals = {
      products: totals.products + batch.products.length,
      variants: totals.variants + batch.variants.length,
      prices: totals.prices + batch.prices.length,
    };
  }
  for (const brand of brands) await insertAll(db, schema.recommendationSlots, slotRows(brand));
  await insertAll(db, schema.redirects, await redirectRows(db));
  await refreshSearchIndex(db);
  return totals;
}
