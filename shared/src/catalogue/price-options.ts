import type { Product, ProductVariant } from "../api/products.ts";
import type { Currency } from "../shops/shops.ts";
import { isReducedPrice } from "../money/price.ts";
import { isAvailableCode } from "./availability.ts";

/** Catalogue spec point 5, unit display: LI becomes l, QM becomes m², others lowercased. */
export function unitDisplay(unit: string): string {
  if (unit === "LI") return "l";
  if (unit === "QM") return "m²";
  return unit.toLowerCase();
}

type PricedVariant = Pick<ProductVariant, "price" | "delivery" | "stock">;

/**
 * Catalogue spec point 5: the price is flagged as differing when the variants in stock
 * (excluding codes 3 and 4) do not share one price.
 */
export function hasDifferentPrice(variants: readonly PricedVariant[]): boolean {
  const prices = new Set(
    variants
      .filter((variant) => isAvailableCode(variant.delivery.BVC) && variant.stock.quantity > 0)
      .map((variant) => variant.price.withTax),
  );
  return prices.size > 1;
}

/** The unit (reference) price: `price` per `amount` of `unit` (unit already as displayed). */
export interface UnitPrice {
  readonly price: number;
  readonly unit: string;
  readonly amount: number;
}

/** Catalogue spec point 3, price options. Amounts in cents. */
export interface PriceOptions {
  readonly price: number;
  readonly recommendedRetailPrice: number | null;
  /** The crossed-out price: set only when the price is reduced against it (≤ 96 %). */
  readonly referencePrice: number | null;
  readonly unitPrice: UnitPrice | null;
  readonly currencyCode: Currency;
  readonly hasDifferentPrice: boolean;
}

/**
 * The price block of a variant (catalogue spec points 3 and 5): its price, the recommended
 * retail price shown crossed out only at ≤ 96 %, the unit price with the unit as displayed, and
 * whether the product's variants differ in price.
 */
export function priceOptions(
  variant: Pick<ProductVariant, "price">,
  variants: readonly PricedVariant[],
): PriceOptions {
  const { price } = variant;
  const reference = price.reference;
  return {
    price: price.withTax,
    recommendedRetailPrice: price.recommendedRetailPrice,
    referencePrice: isReducedPrice(price.withTax, price.recommendedRetailPrice)
      ? price.recommendedRetailPrice
      : null,
    unitPrice: reference
      ? { price: reference.withTax, unit: unitDisplay(reference.unit), amount: 1 }
      : null,
    currencyCode: price.currencyCode,
    hasDifferentPrice: hasDifferentPrice(variants),
  };
}

/**
 * The sale percentage of a variant (the badge's number): the first applied reduction's
 * `amount.relative` in whole percent, else computed from the recommended retail price; null
 * unless the price is reduced by the 96 % rule.
 */
export function salePercent(variant: Pick<ProductVariant, "price">): number | null {
  const { withTax, recommendedRetailPrice, appliedReductions } = variant.price;
  if (!isReducedPrice(withTax, recommendedRetailPrice) || !recommendedRetailPrice) return null;
  const relative = appliedReductions[0]?.amount.relative ?? 1 - withTax / recommendedRetailPrice;
  return Math.round(relative * 100);
}

/** The product's lowest and highest price, for a range shown with 0 decimals (spec point 9). */
export function priceRange(
  product: Pick<Product, "priceRange">,
): { min: number; max: number } | null {
  const { min, max } = product.priceRange;
  return min === max ? null : { min, max };
}
