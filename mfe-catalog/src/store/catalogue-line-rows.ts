import type {
  CatalogueLine,
  LineProduct,
  LineVariant,
  ProductAttribute,
  ShopContext,
} from "@shop/shared";
import { productImage, productPagePath } from "./product-teaser.ts";
import { toVariant, type VariantRow } from "./product-variants.ts";

/**
 * What a line shows that changes only with the catalogue's data version (decision 0025): the
 * variant's own fields and its product, with its texts, images and categories in one language.
 */
export interface LineFacts extends Pick<
  VariantRow,
  | "id"
  | "productId"
  | "referenceKey"
  | "axis"
  | "axisValue"
  | "deliveryDaysFrom"
  | "deliveryDaysTo"
  | "paybackFactor"
> {
  readonly productReferenceKey: string;
  readonly brandName: string;
  readonly subbrand: string | null;
  readonly attributes: Record<string, ProductAttribute>;
  readonly advancedAttributes: Record<string, unknown>;
  readonly name: string | null;
  readonly seoSlug: string | null;
  readonly imageFiles: string[];
  readonly categoryNames: string[];
}

/**
 * What a line shows that a sale, a price or the clock changes: stock, price in the shop,
 * buyability and the running promotion; with the data version it was read at.
 */
export interface LineState extends Pick<
  VariantRow,
  | "id"
  | "stockQuantity"
  | "bvc"
  | "recommendedRetailPrice"
  | "referencePrice"
  | "reductionRelative"
  | "scales"
> {
  /** Null when the variant has no price in the shop (then it cannot be bought there). */
  readonly withTax: number | null;
  readonly isActive: boolean;
  readonly promo: { id: string; label: string } | null;
  readonly version: string;
}

/** A line's facts, kept with the data version they were read at and the product built once. */
export interface KeptFacts {
  readonly version: string;
  readonly facts: LineFacts;
  readonly product: LineProduct;
}

/** Core spec point 4 (clean-up): a line can be bought while its product is active and priced, and not BVC 3 or 4. */
function isLineBuyable(state: LineState): boolean {
  return state.isActive && state.withTax !== null && state.bvc !== 3 && state.bvc !== 4;
}

/** The product as a basket or wishlist line shows it (decision 0022). */
export function lineProduct(facts: LineFacts): LineProduct {
  return {
    id: facts.productId,
    referenceKey: facts.productReferenceKey,
    name: facts.name ?? facts.productReferenceKey,
    brand: facts.brandName,
    subbrand: facts.subbrand,
    seoPath: facts.seoSlug ? productPagePath(facts.seoSlug) : null,
    attributes: facts.attributes,
    advancedAttributes: facts.advancedAttributes,
    images: facts.imageFiles.map(productImage),
    categories: facts.categoryNames,
  };
}

/** The line's variant priced for the shop (catalogue spec point 3); unpriced, its price is zero. */
function lineVariant(facts: LineFacts, state: LineState, shop: ShopContext): LineVariant {
  const variant = toVariant({ ...facts, ...state, withTax: state.withTax ?? 0 }, shop);
  return {
    id: variant.id,
    referenceKey: variant.referenceKey,
    label: facts.axisValue,
    price: variant.price,
    priceScale: variant.priceScale,
  };
}

/** A read line's facts, without its state (which is read again every call). */
export function factsOf(row: LineFacts): LineFacts {
  return {
    id: row.id,
    productId: row.productId,
    referenceKey: row.referenceKey,
    axis: row.axis,
    axisValue: row.axisValue,
    deliveryDaysFrom: row.deliveryDaysFrom,
    deliveryDaysTo: row.deliveryDaysTo,
    paybackFactor: row.paybackFactor,
    productReferenceKey: row.productReferenceKey,
    brandName: row.brandName,
    subbrand: row.subbrand,
    attributes: row.attributes,
    advancedAttributes: row.advancedAttributes,
    name: row.name,
    seoSlug: row.seoSlug,
    imageFiles: row.imageFiles,
    categoryNames: row.categoryNames,
  };
}

/** A catalogue line of its kept facts and the state just read. */
export function toCatalogueLine(
  kept: KeptFacts,
  state: LineState,
  shop: ShopContext,
): CatalogueLine {
  return {
    product: kept.product,
    variant: lineVariant(kept.facts, state, shop),
    withTax: state.withTax,
    recommendedRetailPrice: state.recommendedRetailPrice,
    stockQuantity: state.stockQuantity,
    buyable: isLineBuyable(state),
    promotion: state.promo,
  };
}

/** Freezes a value and everything in it: kept facts are shared by every answer that shows them. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
