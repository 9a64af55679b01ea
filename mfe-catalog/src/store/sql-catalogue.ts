import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  Language,
  NavigationNode,
  ProductPageResponse,
  ProductTeaser,
  RecommendationSlotsResponse,
  ShopContext,
} from "@shop/shared";
import { pathFor } from "@shop/shared";
import type { Database } from "@shop/shared/platform";
import * as schema from "./schema.ts";
import type { CatalogueSource } from "./catalogue-source.ts";
import { AnswerCache } from "./answer-cache.ts";
import { categoryPaths } from "./category-paths.ts";
import { catalogueDataVersion } from "./data-version.ts";
import { loadProduct } from "./product-detail.ts";
import { toTeaser } from "./product-teaser.ts";
import { searchProducts, type SearchResult } from "./search.ts";
import type { SearchParams } from "./search-params.ts";

/** A product's teaser row: its text in one language and its first variant's price in one shop. */
const teaserColumns = {
  id: schema.products.id,
  referenceKey: schema.products.referenceKey,
  brandName: schema.products.brandName,
  name: schema.productTexts.name,
  seoSlug: schema.productTexts.seoSlug,
  variantId: schema.variants.id,
  withTax: schema.variantPrices.withTax,
  currency: schema.variantPrices.currency,
  // Card details (catalogue spec point 7: images, swatches, badges, several variants).
  recommendedRetailPrice: schema.variantPrices.recommendedRetailPrice,
  imageFiles: sql<string[]>`(select coalesce(json_agg(i.file order by i.position), '[]')
    from product_images i where i.product_id = ${schema.products.id})`,
  colors: schema.products.colors,
  variantCount: sql<number>`(select count(*)::int from variants c where c.product_id = ${schema.products.id})`,
  personalised: schema.products.personalised,
  isNew: schema.products.isNew,
};

/**
 * The catalogue from the shop's database (PGlite or PostgreSQL), converted to the API's shapes
 * right here (the recommendation engine computes recommendations; this class only reads the
 * slots' configuration).
 */
export class SqlCatalogue implements CatalogueSource {
  private readonly db: Database;
  /** Recent search answers of the current data version (200, each some tens of kB). */
  private readonly searches = new AnswerCache<SearchResult>(200);

  constructor(db: Database) {
    this.db = db;
  }

  private teasers(shop: ShopContext) {
    return this.db
      .select(teaserColumns)
      .from(schema.products)
      .innerJoin(
        schema.productTexts,
        and(
          eq(schema.productTexts.productId, schema.products.id),
          eq(schema.productTexts.language, shop.language),
        ),
      )
      .innerJoin(
        schema.variants,
        and(eq(schema.variants.productId, schema.products.id), eq(schema.variants.position, 0)),
      )
      .innerJoin(
        schema.variantPrices,
        and(
          eq(schema.variantPrices.variantId, schema.variants.id),
          eq(schema.variantPrices.shopId, shop.shopId),
        ),
      );
  }

  async bestsellers(shop: ShopContext, size: number): Promise<ProductTeaser[]> {
    const rows = await this.teasers(shop)
      .where(
        and(
          eq(schema.products.brand, shop.brand),
          eq(schema.products.isActive, true),
          sql`${schema.variants.bvc} in (1, 2)`,
        ),
      )
      .orderBy(desc(schema.products.sales), asc(schema.products.id))
      .limit(size);
    return rows.map(toTeaser);
  }

  async recommendationSlots(shop: ShopContext): Promise<RecommendationSlotsResponse["slots"]> {
    const rows = await this.db
      .select()
      .from(schema.recommendationSlots)
      .where(
        and(
          eq(schema.recommendationSlots.brand, shop.brand),
          eq(schema.recommendationSlots.locale, shop.locale),
        ),
      );
    return Object.fromEntries(
      rows.map((row) => [
        row.slot,
        {
          _uid: `${row.locale}-${row.slot}`,
          recommendationId: row.recommendationId,
          fillWithRandom: row.fillWithRandom,
          size: row.size,
          fallback: row.fallbackReferenceKeys,
        },
      ]),
    );
  }

  async productsByReferenceKeys(
    shop: ShopContext,
    referenceKeys: readonly string[],
  ): Promise<ProductTeaser[]> {
    if (referenceKeys.length === 0) return [];
    const rows = await this.teasers(shop).where(
      and(
        eq(schema.products.brand, shop.brand),
        inArray(schema.products.referenceKey, [...referenceKeys]),
      ),
    );
    return referenceKeys.flatMap((key) =>
      rows.filter((row) => row.referenceKey === key).map(toTeaser),
    );
  }

  product(shop: ShopContext, referenceKey: string): Promise<ProductPageResponse | undefined> {
    return loadProduct(this.db, shop, referenceKey);
  }

  async search(shop: ShopContext, params: SearchParams): Promise<SearchResult> {
    const version = await catalogueDataVersion(this.db);
    const key = JSON.stringify([shop.brand, shop.shopId, shop.language, params]);
    return this.searches.get(version, key, () => searchProducts(this.db, shop, params));
  }

  categoryPaths(shop: ShopContext, path: string): Promise<Partial<Record<Language, string>>> {
    return categoryPaths(this.db, shop, path);
  }

  async navigation(shop: ShopContext): Promise<NavigationNode[]> {
    const rows = await this.db
      .select({
        id: schema.categories.id,
        parentId: schema.categories.parentId,
        name: schema.categoryTexts.name,
        slug: schema.categoryTexts.slug,
      })
      .from(schema.categories)
      .innerJoin(
        schema.categoryTexts,
        and(
          eq(schema.categoryTexts.categoryId, schema.categories.id),
          eq(schema.categoryTexts.language, shop.language),
        ),
      )
      .where(eq(schema.categories.brand, shop.brand))
      .orderBy(asc(schema.categories.position), asc(schema.categories.id));
    const nodesBelow = (parentId: string | null, path: string): NavigationNode[] =>
      rows
        .filter((row) => row.parentId === parentId)
        .map((row) => {
          const slug = `${path}${row.slug}/`;
          const children = nodesBelow(row.id, slug);
          return {
            name: row.name,
            link: pathFor("content", shop.language, { slug }),
            ...(children.length > 0 ? { children } : {}),
          };
        });
    return nodesBelow(null, "");
  }
}
