import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type {
  Language,
  NavigationNode,
  ProductPageResponse,
  ProductTeaser,
  ShopContext,
} from "@shop/shared";
import { languages, pathFor } from "@shop/shared";
import type { ShopDatabase } from "../db/database.ts";
import * as schema from "../db/schema.ts";
import type { CatalogueSource } from "./catalogue-source.ts";
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
};

/**
 * The catalogue from the shop's database (PGlite or PostgreSQL), converted to the API's shapes
 * right here. Recommendations come from the slot's configuration: bestsellers by units sold, the
 * other slots from their fallback list until they are computed from the data.
 */
export class SqlCatalogue implements CatalogueSource {
  private readonly db: ShopDatabase;

  constructor(db: ShopDatabase) {
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

  async recommendations(shop: ShopContext, slot: string, size: number): Promise<ProductTeaser[]> {
    const buyable = sql`${schema.variants.bvc} in (1, 2)`;
    if (slot === "listing_bestseller" || slot === "sitemap") {
      const rows = await this.teasers(shop)
        .where(
          and(eq(schema.products.brand, shop.brand), eq(schema.products.isActive, true), buyable),
        )
        .orderBy(desc(schema.products.sales), asc(schema.products.id))
        .limit(size);
      return rows.map(toTeaser);
    }
    const [config] = await this.db
      .select({ ids: schema.recommendationSlots.fallbackProductIds })
      .from(schema.recommendationSlots)
      .where(
        and(
          eq(schema.recommendationSlots.brand, shop.brand),
          eq(schema.recommendationSlots.locale, shop.locale),
          eq(schema.recommendationSlots.slot, slot),
        ),
      );
    const ids = config?.ids.slice(0, size) ?? [];
    if (ids.length === 0) return [];
    const rows = await this.teasers(shop).where(inArray(schema.products.id, ids));
    return ids.flatMap((id) => rows.filter((row) => row.id === id).map(toTeaser));
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

  async product(shop: ShopContext, referenceKey: string): Promise<ProductPageResponse | undefined> {
    const [row] = await this.teasers(shop).where(
      and(eq(schema.products.brand, shop.brand), eq(schema.products.referenceKey, referenceKey)),
    );
    if (!row) return undefined;
    const slugs = await this.db
      .select({ language: schema.productTexts.language, seoSlug: schema.productTexts.seoSlug })
      .from(schema.productTexts)
      .where(eq(schema.productTexts.productId, row.id));
    const alternates = Object.fromEntries(
      languages.map((language) => {
        const slug =
          slugs.find((candidate) => candidate.language === language)?.seoSlug ?? referenceKey;
        return [language, `p/${slug}/`];
      }),
    ) as Record<Language, string>;
    return { product: toTeaser(row), alternates };
  }

  search(shop: ShopContext, params: SearchParams): Promise<SearchResult> {
    return searchProducts(this.db, shop, params);
  }

  async navigation(shop: ShopContext): Promise<NavigationNode[]> {
    const rows = await this.db
      .select({ name: schema.categoryTexts.name, slug: schema.categoryTexts.slug })
      .from(schema.categories)
      .innerJoin(
        schema.categoryTexts,
        and(
          eq(schema.categoryTexts.categoryId, schema.categories.id),
          eq(schema.categoryTexts.language, shop.language),
        ),
      )
      .where(
        and(eq(schema.categories.brand, shop.brand), sql`${schema.categories.parentId} is null`),
      )
      .orderBy(asc(schema.categories.position));
    return rows.map(({ name, slug }) => ({
      name,
      link: pathFor("content", shop.language, { slug: `${slug}/` }),
    }));
  }
}
