import type { Language } from "../i18n/languages.ts";
import type { Currency } from "../shops/shops.ts";

/**
 * A product as the shop's API hands it to cards and sliders (a subset of the catalogue spec's
 * Product: the fields a card shows). Amounts are in cents.
 */
export interface ProductTeaser {
  readonly id: string;
  readonly referenceKey: string;
  readonly name: string;
  readonly brand: string;
  /** The product page path below the language prefix (`p/{slug}-{referenceKey}/`). */
  readonly seoPath: string;
  /** The first variant, which a card puts into the basket (catalogue spec point 7). */
  readonly firstVariantId: string;
  readonly price: { readonly withTax: number; readonly currencyCode: Currency };
}

/** `GET /api/shop/recommendations/`: the products of a recommendation slot. */
export interface RecommendationsResponse {
  readonly products: readonly ProductTeaser[];
}

/** `GET /api/shop/product/{referenceKey}/`: a product and its page path (below the language prefix) per language. */
export interface ProductPageResponse {
  readonly product: ProductTeaser;
  readonly alternates: Readonly<Record<Language, string>>;
}
