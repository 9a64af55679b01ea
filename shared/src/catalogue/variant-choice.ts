import { variantAxes, type ProductVariant, type VariantAxis } from "../api/products.ts";
import { isAvailableCode, isSoldOutCode } from "./availability.ts";

/**
 * The variant a product page shows (catalogue spec point 4, variant choice): the one the
 * `variant` query names by reference key, else the cheapest available one (ignoring codes 3
 * and 4; the first of equally cheap ones), else the first. Undefined only without variants.
 */
export function chosenVariant<
  V extends Pick<ProductVariant, "referenceKey" | "price" | "delivery">,
>(variants: readonly V[], queryVariant?: string): V | undefined {
  const named = queryVariant
    ? variants.find((variant) => variant.referenceKey === queryVariant)
    : undefined;
  if (named) return named;
  let cheapest: V | undefined;
  for (const variant of variants) {
    if (!isAvailableCode(variant.delivery.BVC)) continue;
    if (!cheapest || variant.price.withTax < cheapest.price.withTax) cheapest = variant;
  }
  return cheapest ?? variants[0];
}

/**
 * The attribute the variant dropdown offers (catalogue spec point 5): the first of size
 * (asGro), masse, auswahlWalz that a variant carries; undefined when none does.
 */
export function dropdownAxis(
  variants: readonly Pick<ProductVariant, "attributes">[],
): VariantAxis | undefined {
  return variantAxes.find((axis) => variants.some((variant) => variant.attributes[axis]));
}

/** One option of the variant dropdown. */
export interface VariantOption {
  readonly variantId: string;
  readonly referenceKey: string;
  readonly label: string;
  /** Sold-out options are disabled and labelled with the sold-out text in brackets. */
  readonly soldOut: boolean;
}

/**
 * The options of the variant dropdown (catalogue spec point 5): one per variant in their order,
 * labelled by the axis value; sold-out variants (code 4) marked so the page disables them.
 */
export function variantOptions(
  variants: readonly Pick<ProductVariant, "id" | "referenceKey" | "attributes" | "delivery">[],
  axis: VariantAxis,
): VariantOption[] {
  return variants.map((variant) => ({
    variantId: variant.id,
    referenceKey: variant.referenceKey,
    label: variant.attributes[axis]?.label ?? variant.referenceKey,
    soldOut: isSoldOutCode(variant.delivery.BVC),
  }));
}

/**
 * The option label of a sold-out variant (catalogue spec point 5): the value, then the
 * lowercase sold-out text in brackets (`M (ausverkauft)`).
 */
export function soldOutOptionLabel(label: string, soldOutText: string, locale?: string): string {
  return `${label} (${soldOutText.toLocaleLowerCase(locale)})`;
}
