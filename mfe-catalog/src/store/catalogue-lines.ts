import { sql, type SQL } from "drizzle-orm";
import type {
  CatalogueLine,
  LineProduct,
  LineVariant,
  ProductAttribute,
  ShopContext,
} from "@shop/shared";
import { queryRows, type Database } from "@shop/shared/platform";
import { productImage, productPagePath } from "./product-teaser.ts";
import { toVariant, type VariantRow } from "./product-variants.ts";

/** A variant with its product, priced for one shop, as basket and wishlist lines show it. */
interface LineRow extends Omit<VariantRow, "withTax"> {
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
 * the first running promotion. `v` is the variants table; lineJoins joins the rest.
 */
function lineColumns(shop: ShopContext): SQL {
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

/** The joins behind lineColumns, from `v` (variants) on: the shop's brand only. */
function lineJoins(shop: ShopContext): SQL {
  return sql`join products p on p.id = v.product_id and p.brand = ${shop.brand}
    left join variant_prices vp on vp.variant_id = v.id and vp.shop_id = ${shop.shopId}
    left join product_texts t on t.product_id = p.id and t.language = ${shop.language}`;
}

/** Core spec point 4 (clean-up): a line can be bought while its product is active and priced, and not BVC 3 or 4. */
function isLineBuyable(row: LineRow): boolean {
  return row.isActive && row.withTax !== null && row.bvc !== 3 && row.bvc !== 4;
}

function lineProduct(row: LineRow): LineProduct {
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

/** The line's variant priced for the shop (catalogue spec point 3); unpriced, its price is zero. */
function lineVariant(row: LineRow, shop: ShopContext): LineVariant {
  const variant = toVariant({ ...row, withTax: row.withTax ?? 0 }, shop);
  return {
    id: variant.id,
    referenceKey: variant.referenceKey,
    label: row.axisValue,
    price: variant.price,
    priceScale: variant.priceScale,
  };
}

function toCatalogueLine(row: LineRow, shop: ShopContext): CatalogueLine {
  return {
    product: lineProduct(row),
    variant: lineVariant(row, shop),
    withTax: row.withTax,
    recommendedRetailPrice: row.recommendedRetailPrice,
    stockQuantity: row.stockQuantity,
    buyable: isLineBuyable(row),
    promotion: row.promo,
  };
}

/**
 * What the basket and wishlist show about the given variants in the shop (decision 0022), in
 * the order asked, each once; ids that name no variant of the shop's brand are left out.
 */
export async function catalogueLines(
  db: Database,
  shop: ShopContext,
  variantIds: readonly string[],
): Promise<CatalogueLine[]> {
  const ids = [...new Set(variantIds)];
  if (ids.length === 0) return [];
  const rows = await queryRows<LineRow>(
    db,
    sql`select ${lineColumns(shop)} from variants v ${lineJoins(shop)}
      where v.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCatalogueLine(row, shop)] : [];
  });
}

/**
 * The variant a wishlist keeps for an id (core spec point 7, addItem): the variant it names,
 * or for a product id the product's first variant by position that is not sold out (BVC 4),
 * else its first; the shop's brand only.
 */
export async function wishlistVariant(
  db: Database,
  shop: ShopContext,
  itemCreationId: string,
): Promise<{ productId: string; variantId: string } | undefined> {
  const [row] = await queryRows<{ productId: string; variantId: string }>(
    db,
    sql`select v.id as "variantId", v.product_id as "productId" from variants v
      join products p on p.id = v.product_id and p.brand = ${shop.brand}
      where v.id = ${itemCreationId} or v.product_id = ${itemCreationId}
      order by (v.id = ${itemCreationId}) desc, (v.bvc = 4), v.position limit 1`,
  );
  return row;
}
