import type { ShippingMethod } from "./orders.ts";

/** What the shipping method rule reads of a basket line: its product's advanced attributes. */
export interface ShippedLine {
  readonly product: { readonly advancedAttributes: { readonly bulkyOrLoad?: unknown } };
}

/**
 * The shipping method a basket needs (issue 18, point 2): freight as soon as one line is bulky
 * (`advancedAttributes.bulkyOrLoad`), else standard parcel shipping. The checkout page offers it
 * and order placement refuses any other.
 */
export function shippingMethodFor(lines: readonly ShippedLine[]): ShippingMethod {
  return lines.some((line) => Boolean(line.product.advancedAttributes.bulkyOrLoad))
    ? "freight"
    : "standard";
}
