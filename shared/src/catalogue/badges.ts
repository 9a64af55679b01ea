import type { Product, ProductVariant } from "../api/products.ts";
import type { Brand } from "../shops/shops.ts";
import { babyBrand } from "./delivery-message.ts";
import { salePercent } from "./price-options.ts";

/**
 * A badge (catalogue spec point 3): sale and promotion labels are shown as they are; the others
 * are translated by their type (and, for themed badges, their id).
 */
export type Badge =
  | { readonly type: "sale"; readonly id: "sale"; readonly label: string; readonly percent: number }
  | { readonly type: "promotion"; readonly id: string; readonly label: string }
  | { readonly type: "new"; readonly id: "new" }
  | { readonly type: "bundle"; readonly id: "bundle" }
  | { readonly type: "themed"; readonly id: string };

/** Catalogue spec point 3: the brand that shows no 'new' badge (the baby brand; decision 0018). */
export const brandWithoutNewBadge: Brand = babyBrand;

type BadgeProduct = Pick<
  Product,
  "promo" | "isNew" | "advancedAttributes" | "collections" | "bundleItems"
>;

/** A bundle (virtual bundle attribute or bundle items); also makes a product online-only. */
export function isBundle(product: Pick<Product, "advancedAttributes" | "bundleItems">): boolean {
  return Boolean(product.advancedAttributes.virtuelleBundles) || product.bundleItems.length > 0;
}

/**
 * The badges of a product in the variant shown (catalogue spec point 3), in this order: sale
 * with its percentage (only when reduced by the 96 % rule), each running promotion's label as it
 * is, new (not for the baby brand), bundle, one themed badge per collection.
 */
export function productBadges(
  product: BadgeProduct,
  variant: Pick<ProductVariant, "price"> | undefined,
  brand: Brand,
): Badge[] {
  const badges: Badge[] = [];
  const percent = variant ? salePercent(variant) : null;
  if (percent !== null) badges.push({ type: "sale", id: "sale", label: `-${percent}%`, percent });
  for (const promotion of product.promo) {
    if (promotion.label)
      badges.push({ type: "promotion", id: promotion.id, label: promotion.label });
  }
  if (product.isNew && brand !== brandWithoutNewBadge) badges.push({ type: "new", id: "new" });
  if (isBundle(product)) badges.push({ type: "bundle", id: "bundle" });
  for (const collection of product.collections) badges.push({ type: "themed", id: collection });
  return badges;
}
