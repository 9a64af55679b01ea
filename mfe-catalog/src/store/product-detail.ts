import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type {
  Language,
  Product,
  ProductAttribute,
  ProductPageResponse,
  ProductSibling,
  ShopContext,
} from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { productImage, productPagePath, productPagePaths } from "./product-teaser.ts";
import { isBuyable, toVariant, type VariantRow } from "./product-variants.ts";

interface ProductRow {
  readonly id: string;
  readonly referenceKey: string;
  readonly masterKey: string;
  readonly brandName: string;
  readonly subbrand: string | null;
  readonly siblingGroup: string | null;
  readonly attributes: Record<string, ProductAttribute>;
  readonly advancedAttributes: Record<string, unknown>;
  readonly collections: string[];
  readonly colors: string[];
  readonly isActive: boolean;
  readonly isNew: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly firstLiveAt: string;
  readonly name: string;
  readonly description: string;
  readonly slugs: Partial<Record<Language, string>>;
  readonly imageFiles: string[];
  readonly categories: Product["categories"];
  readonly promo: Product["promo"];
  /** The running promotions' conditions in the shop's language, by promotion id (or null). */
  readonly promotionConditions: Record<string, string> | null;
  readonly bundleItems: Product["bundleItems"];
}

interface SiblingRow {
  readonly id: string;
  readonly referenceKey: string;
  readonly name: string;
  readonly seoSlug: string;
  readonly isActive: boolean;
  readonly colors: string[];
  readonly imageFiles: string[];
}

function timestamp(value: string | Date): string {
  return new Date(value).toISOString();
}

/** The product, its texts in the shop's language, slugs, images, categories, promotions. */
function productQuery(shop: ShopContext, referenceKey: string) {
  return sql`select p.id, p.reference_key as "referenceKey", p.master_key as "masterKey",
      p.brand_name as "brandName", p.subbrand, p.sibling_group as "siblingGroup", p.attributes,
      p.advanced_attributes as "advancedAttributes", p.collections, p.colors,
      p.is_active as "isActive", p.is_new as "isNew", p.created_at as "createdAt",
      p.updated_at as "updatedAt", p.first_live_at as "firstLiveAt", t.name, t.description,
      (select json_object_agg(s.language, s.seo_slug) from product_texts s where s.product_id = p.id) as slugs,
      (select coalesce(json_agg(i.file order by i.position), '[]') from product_images i where i.product_id = p.id) as "imageFiles",
      (select coalesce(json_agg(json_build_object('id', c.id, 'categoryName', ct.name, 'slug', ct.slug)
          order by c.parent_id nulls first, c.position), '[]')
        from product_categories pc join categories c on c.id = pc.category_id
        join category_texts ct on ct.category_id = c.id and ct.language = ${shop.language}
        where pc.product_id = p.id) as categories,
      (select coalesce(json_agg(json_build_object('id', pr.id, 'label', pr.labels ->> ${shop.language}) order by pr.id), '[]')
        from product_promotions pp join promotions pr on pr.id = pp.promotion_id
        where pp.product_id = p.id
          and (pr.starts_at is null or pr.starts_at <= now()) and (pr.ends_at is null or pr.ends_at > now())) as promo,
      (select json_object_agg(pr.id, pr.conditions ->> ${shop.language})
        from product_promotions pp join promotions pr on pr.id = pp.promotion_id
        where pp.product_id = p.id and pr.conditions ->> ${shop.language} is not null
          and (pr.starts_at is null or pr.starts_at <= now()) and (pr.ends_at is null or pr.ends_at > now())) as "promotionConditions",
      (select coalesce(json_agg(json_build_object('referenceKey', b.reference_key, 'quantity', bi.quantity) order by b.reference_key), '[]')
        from bundle_items bi join products b on b.id = bi.product_id where bi.bundle_id = p.id) as "bundleItems"
    from products p
    join product_texts t on t.product_id = p.id and t.language = ${shop.language}
    where p.brand = ${shop.brand} and p.reference_key = ${referenceKey}`;
}

/** Every variant of the products of one sibling group (or of one product), priced for the shop. */
function variantsQuery(shop: ShopContext, product: ProductRow) {
  const members = product.siblingGroup
    ? sql`p.sibling_group = ${product.siblingGroup} and p.brand = ${shop.brand}`
    : sql`p.id = ${product.id}`;
  return sql`select v.id, v.product_id as "productId", v.reference_key as "referenceKey", v.axis,
      v.axis_value as "axisValue", v.stock_quantity as "stockQuantity", v.bvc,
      v.delivery_days_from as "deliveryDaysFrom", v.delivery_days_to as "deliveryDaysTo",
      v.payback_factor as "paybackFactor", vp.with_tax as "withTax",
      vp.recommended_retail_price as "recommendedRetailPrice", vp.reference_price as "referencePrice",
      vp.reduction_relative as "reductionRelative", vp.scales
    from products p
    join variants v on v.product_id = p.id
    join variant_prices vp on vp.variant_id = v.id and vp.shop_id = ${shop.shopId}
    where ${members}
    order by v.product_id, v.position`;
}

function siblingsQuery(shop: ShopContext, product: ProductRow) {
  return sql`select p.id, p.reference_key as "referenceKey", t.name, t.seo_slug as "seoSlug",
      p.is_active as "isActive", p.colors,
      (select coalesce(json_agg(i.file order by i.position), '[]') from product_images i where i.product_id = p.id) as "imageFiles"
    from products p
    join product_texts t on t.product_id = p.id and t.language = ${shop.language}
    where p.sibling_group = ${product.siblingGroup} and p.brand = ${shop.brand} and p.id <> ${product.id}
      and p.is_active
    order by p.reference_key`;
}

/**
 * A product by its reference key with its variants and its buyable siblings, priced for the
 * shop (catalogue spec point 3). Three queries: the product, the sibling group's variants, the
 * siblings; the last two run together.
 */
export async function loadProduct(
  db: Database,
  shop: ShopContext,
  referenceKey: string,
): Promise<ProductPageResponse | undefined> {
  const [row] = await queryRows<ProductRow>(db, productQuery(shop, referenceKey));
  if (!row) return undefined;
  const [variantRows, siblingRows] = await Promise.all([
    queryRows<VariantRow>(db, variantsQuery(shop, row)),
    row.siblingGroup ? queryRows<SiblingRow>(db, siblingsQuery(shop, row)) : [],
  ]);
  const variantsOf = (productId: string) =>
    variantRows
      .filter((variant) => variant.productId === productId)
      .map((variant) => toVariant(variant, shop));
  const variants = variantsOf(row.id);
  const siblings = siblingRows.flatMap((sibling) => toSibling(sibling, variantsOf(sibling.id)));
  const prices = variants.map((variant) => variant.price.withTax);
  const alternates = productPagePaths(row.slugs, referenceKey);
  const product: Product = {
    id: row.id,
    referenceKey: row.referenceKey,
    masterKey: row.masterKey,
    seoUrl: alternates[shop.language],
    name: row.name,
    description: row.description,
    brand: row.brandName,
    subbrand: row.subbrand,
    variants,
    siblings,
    attributes: row.subbrand
      ? { ...row.attributes, subbrand: { label: row.subbrand } }
      : row.attributes,
    advancedAttributes: {
      ...row.advancedAttributes,
      seoUrl: alternates[shop.language],
      seoUrls: alternates,
    },
    priceRange: {
      min: Math.min(...prices),
      max: Math.max(...prices),
      currencyCode: shop.currency,
    },
    colorsList: row.colors,
    images: row.imageFiles.map(productImage),
    categories: row.categories,
    collections: row.collections,
    bundleItems: row.bundleItems,
    // The promotions' disclaimers (decision 0042): customData is the product's free-form part.
    customData: row.promotionConditions ? { promotionConditions: row.promotionConditions } : {},
    promo: row.promo,
    isActive: row.isActive,
    isSoldOut: variants.every((variant) => !isBuyable(variant)),
    isNew: row.isNew,
    sale: variants.some((variant) => variant.price.appliedReductions.length > 0),
    createdAt: timestamp(row.createdAt),
    updatedAt: timestamp(row.updatedAt),
    indexedAt: timestamp(row.updatedAt),
    firstLiveAt: timestamp(row.firstLiveAt),
  };
  return { product, alternates };
}

/** A sibling with at least one buyable variant (catalogue spec point 4); others are dropped. */
function toSibling(row: SiblingRow, variants: ProductSibling["variants"]): ProductSibling[] {
  const buyable = variants.find(isBuyable);
  if (!buyable) return [];
  const images = row.imageFiles.map(productImage);
  return [
    {
      id: row.id,
      label: row.name,
      referenceKey: row.referenceKey,
      seoUrl: productPagePath(row.seoSlug),
      imageHash: createHash("sha1")
        .update(row.imageFiles[0] ?? row.id)
        .digest("hex")
        .slice(0, 12),
      isActive: row.isActive,
      advancedAttributes: { farbe: row.colors },
      buyableVariant: { id: buyable.id, referenceKey: buyable.referenceKey },
      hasVariants: variants.length > 1,
      images,
      variants,
    },
  ];
}
