import {
  pathFor,
  type Country,
  type Language,
  type LineProduct,
  type LineVariant,
} from "@shop/shared";

/**
 * Core spec point 2: a basket line links to the product's SEO path, or to
 * `/p/{productReferenceKey}/`, with the query `variant={variantReferenceKey}`.
 */
export function lineProductHref(
  product: LineProduct,
  variant: LineVariant,
  language: Language,
): string {
  const path = product.seoPath ?? `p/${encodeURIComponent(product.referenceKey)}/`;
  return `/${language}/${path}?variant=${encodeURIComponent(variant.referenceKey)}`;
}

/**
 * Core spec point 2: a basket line links to a contact page for regulated-product notices, shown
 * only in country de. The contact page gets the topic and the product as query.
 */
export function regulatedNoticeHref(
  product: LineProduct,
  country: Country,
  language: Language,
): string | undefined {
  if (country !== "de") return undefined;
  const query = new URLSearchParams({ topic: "regulated-product", product: product.referenceKey });
  return `${pathFor("contact", language)}?${query}`;
}
