import type { Product, ProductTeaser } from "@shop/shared";

/** One item of a bundle as its dialog shows and adds it. */
export interface BundleLine {
  readonly product: ProductTeaser;
  readonly quantity: number;
}

/**
 * The bundle's items (catalogue spec point 3 `bundleItems`) with their products, in the
 * bundle's order. Items the shop cannot show (unknown, inactive, another brand) are left out,
 * so "add all" adds only what the dialog shows.
 */
export function bundleLines(
  items: Product["bundleItems"],
  products: readonly ProductTeaser[],
): BundleLine[] {
  const byKey = new Map(products.map((product) => [product.referenceKey, product]));
  return items.flatMap((item) => {
    const product = byKey.get(item.referenceKey);
    return product && item.quantity > 0 ? [{ product, quantity: item.quantity }] : [];
  });
}

/** What the bundle's items cost together, in cents. */
export function bundleTotal(lines: readonly BundleLine[]): number {
  return lines.reduce((sum, line) => sum + line.product.price.withTax * line.quantity, 0);
}
