import type { ContentBlock, ProductTeaser } from "@shop/shared";

const isTeaser = (value: unknown): value is ProductTeaser => {
  if (value === null || typeof value !== "object") return false;
  const { id, name, seoPath, price } = value as Record<string, unknown>;
  return (
    typeof id === "string" &&
    typeof name === "string" &&
    typeof seoPath === "string" &&
    price !== null &&
    typeof price === "object" &&
    typeof (price as { withTax?: unknown }).withTax === "number"
  );
};

/**
 * The products the content API set on a product-list block (`products`); entries that are no
 * product card's data (an editor's own field of that name, a live edit's raw story) are dropped.
 */
export function productTeasersField(block: ContentBlock): ProductTeaser[] {
  const value = block.products;
  return Array.isArray(value) ? value.filter(isTeaser) : [];
}
