import { sql, type SQL } from "drizzle-orm";
import type { LineProduct, LineVariant, ProductAttribute, ShopContext } from "@shop/shared";
import { productImage } from "../catalogue/product-detail.ts";
import { productPagePath } from "../catalogue/product-teaser.ts";
import { toVariant, type VariantRow } from "../catalogue/product-variants.ts";

/** A variant with its product, priced for one shop, as basket and wishlist lines show it. */
export interface LineRow extends Omit<VariantRow, "withTax"> {
  /** Null when the variant has no price in the shop (then it cannot be bought there). */
  readonly withTax: number | null;
  readonly productReferenceKey: string;
  readonly brandName: string;
  readonly subbrand: string | null;
  readonly attributes: Record<string, ProductAttribute>;
  readonly advancedAttributes: Record<string, unknown>;
  readonly isActive: boolean;
  readonly name: string | null;
  readonly seoSlug: string | null;
  readonly imageFiles: string[];
  readonly categoryNames: string[];
  readonly promo: { id: string; label: string } | null;
}

/**
 * The select list of a line: variant, shop price, product, texts, images, category names and
 * the first running promotion. `v` is the variants table; the caller joins it.
 */
export function lineColumns(shop: ShopContext): SQL {
  return sql`v.id, v.product_id as "productId", v.reference_key as "referenceKey", v.axis,
    v.axis_value as "axisValue", v.stock_quantity as "stockQuantity", v.bvc,
    v.delivery_days_from as "deliveryDaysFrom", v.delivery_days_to as "deliveryDaysTo",
    v.payback_factor as "paybackFactor", vp.with_tax as "withTax",
    vp.recommended_retail_price as "recommendedRetailPrice", vp.reference_price as "referencePrice",
    vp.reduction_relative as "reductionRelative", coalesce(vp.scales, '[]') as scales,
    p.reference_key as "productReferenceKey", p.brand_name as "brandName", p.subbrand,
    p.attributes, p.advanced_attributes as "advancedAttributes", p.is_active as "isActive",
    t.name, t.seo_slug as "seoSlug",
    (select coalesce(json_agg(i.file order by i.position), '[]') from product_images i where i.product_id = p.id) as "imageFiles",
    (select coalesce(json_agg(ct.name order by c.parent_id nulls first, c.position), '[]')
      from product_categories pc join categories c on c.id = pc.category_id
      join category_texts ct on ct.category_id = c.id and ct.language = ${shop.language}
      where pc.product_id = p.id) as "categoryNames",
    (select json_build_object('id', pr.id, 'label', pr.labels ->> ${shop.language})
      from product_promotions pp join promotions pr on pr.id = pp.promotion_id
      where pp.product_id = p.id
        and (pr.starts_at is null or pr.starts_at <= now()) and (pr.ends_at is null or pr.ends_at > now())
      order by pr.id limit 1) as promo`;
}

/** The joins behind {@link lineColumns}, from `v` (variants) on. */
export function lineJoins(shop: ShopContext): SQL {
  return sql`join products p on p.id = v.product_id and p.brand = ${shop.brand}
    left join variant_prices vp on vp.variant_id = v.id and vp.shop_id = ${shop.shopId}
    left join product_texts t on t.product_id = p.id and t.language = ${shop.language}`;
}

/** Core spec point 4 (clean-up): a line can be bought while its product is active and priced, and not BVC 3 or 4. */
export function isLineBuyable(row: LineRow): boolean {
  return row.isActive && row.withTax !== null && row.bvc !== 3 && row.bvc !== 4;
}

export function lineProduct(row: LineRow): LineProduct {
  return {
    id: row.productId,
    referenceKey: row.productReferenceKey,
    name: row.name ?? row.productReferenceKey,
    brand: row.brandName,
    subbrand: row.subbrand,
    seoPath: row.seoSlug ? productPagePath(row.seoSlug) : null,
    attributes: row.attributes,
    advancedAttributes: row.advancedAttributes,
    images: row.imageFiles.map(productImage),
    categories: row.categoryNames,
  };
}

export function lineVariant(row: LineRow, shop: ShopContext): LineVariant {
  const variant = toVariant({ ...row, withTax: row.withTax ?? 0 }, shop);
  return {
    id: variant.id,
    referenceKey: variant.referenceKey,
    label: row.axisValue,
    price: variant.price,
    priceScale: variant.priceScale,
  };
}
