import { withoutTax } from "../money/tax.ts";
import type { Country } from "../shops/shops.ts";

/** Catalogue spec point 7: amounts are cents, tracked divided by 100 (two decimals). */
export function trackedAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * The product fields tracking needs: a structural subset of the API's Product, so a basket line,
 * a product page and a card can all pass what they have.
 */
export interface TrackableProduct {
  readonly referenceKey: string;
  readonly masterKey?: string;
  readonly name: string;
  readonly brand: string;
  readonly subbrand?: string | null;
  /** Most general first; the last is the product group. */
  readonly categories?: readonly { readonly id: string; readonly categoryName: string }[];
}

/** The variant fields tracking needs (prices in cents, gross). */
export interface TrackableVariant {
  /** Unknown for a card, which only knows its first variant's id and price. */
  readonly referenceKey?: string;
  readonly price: { readonly withTax: number; readonly recommendedRetailPrice?: number | null };
}

/** The tracked item of catalogue spec point 3 (analytics), in the data layer's field names. */
export interface TrackedItem {
  readonly item_id: string;
  readonly item_variant: string | undefined;
  readonly master_key: string;
  readonly product_group: string | undefined;
  readonly item_name: string;
  readonly item_brand: string;
  readonly item_category?: string;
  readonly item_category2?: string;
  readonly item_category3?: string;
  readonly item_category4?: string;
  readonly item_category5?: string;
  /** Gross price. */
  readonly price: number | undefined;
  readonly price_net: number | undefined;
  readonly recommended_retail_price: number | undefined;
  readonly tax: number | undefined;
}

/**
 * The product-group number (catalogue spec point 3): taken from the last (most specific)
 * category; its label's leading number when it has one (`"4711 Vasen"`), else its id.
 */
export function productGroupNumber(product: TrackableProduct): string | undefined {
  const last = product.categories?.at(-1);
  if (!last) return undefined;
  return /^\d+/.exec(last.categoryName.trim())?.[0] ?? last.id;
}

const categoryKeys = [
  "item_category",
  "item_category2",
  "item_category3",
  "item_category4",
  "item_category5",
] as const;

function categoryFields(
  names: readonly string[],
): Partial<Record<(typeof categoryKeys)[number], string>> {
  const fields: Partial<Record<(typeof categoryKeys)[number], string>> = {};
  categoryKeys.forEach((key, index) => {
    const name = names[index];
    if (name !== undefined) fields[key] = name;
  });
  return fields;
}

/**
 * The tracked item of a product in one variant (catalogue spec point 3, tracked item): reference
 * key, the variant's reference key, master key, product group, name, brand with the sub-brand
 * (`"Wohnfein / Wohnfein Natur"`), up to five category names, and gross price, net price,
 * recommended retail price and tax amount divided by 100. The tax is split off with the
 * country's standard VAT rate. Used for every ecommerce event (view, select, add to cart, …).
 */
export function trackedItem(
  product: TrackableProduct,
  variant: TrackableVariant | undefined,
  country: Country,
): TrackedItem {
  const categoryNames = (product.categories ?? []).slice(0, 5).map((c) => c.categoryName);
  const gross = variant?.price.withTax;
  const net = gross === undefined ? undefined : withoutTax(gross, country);
  const rrp = variant?.price.recommendedRetailPrice ?? undefined;
  return {
    item_id: product.referenceKey,
    item_variant: variant?.referenceKey,
    master_key: product.masterKey ?? product.referenceKey,
    product_group: productGroupNumber(product),
    item_name: product.name,
    item_brand: product.subbrand ? `${product.brand} / ${product.subbrand}` : product.brand,
    ...categoryFields(categoryNames),
    price: gross === undefined ? undefined : trackedAmount(gross),
    price_net: net === undefined ? undefined : trackedAmount(net),
    recommended_retail_price: rrp === undefined ? undefined : trackedAmount(rrp),
    tax: gross === undefined || net === undefined ? undefined : trackedAmount(gross - net),
  };
}

/** A tracked item in a list: its list and 1-based position (catalogue spec point 3, listing item). */
export interface ListedTrackedItem extends TrackedItem {
  readonly item_list_id: string;
  readonly item_list_name: string;
  readonly index: number;
}

/** The list an item is shown in: id and name (a slider's slot, a category, a search). */
export interface TrackedList {
  readonly id: string;
  readonly name: string;
}
