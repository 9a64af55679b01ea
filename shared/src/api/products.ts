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
  readonly price: {
    readonly withTax: number;
    readonly currencyCode: Currency;
    /** The first variant's recommended retail price (crossed out at ≤ 96 %, spec point 5). */
    readonly recommendedRetailPrice?: number | null;
  };
  /**
   * Card details, present where the answering query selects them (recommendations do; a card
   * shows less without them): images in gallery order, colour keys, how many variants the
   * product has, whether it is personalised or new.
   */
  readonly images?: readonly ProductImage[];
  readonly colorsList?: readonly string[];
  readonly variantCount?: number;
  readonly personalised?: boolean;
  readonly isNew?: boolean;
}

/** `GET /api/shop/recommendations/`: the products of a recommendation slot. */
export interface RecommendationsResponse {
  readonly products: readonly ProductTeaser[];
}

/** Availability code (catalogue spec point 4): 1 buyable, 2 buyable or preorder, 3 none, 4 sold out. */
export type Bvc = 1 | 2 | 3 | 4;

/** The variant axes a product page offers in its dropdown, in the spec's order of preference. */
export const variantAxes = ["asGro", "masse", "auswahlWalz"] as const;
export type VariantAxis = (typeof variantAxes)[number];

/** A variant's price in the shop's currency (catalogue spec point 3, Variant.price). */
export interface VariantPrice {
  readonly withTax: number;
  readonly recommendedRetailPrice: number | null;
  readonly currencyCode: Currency;
  /** The reference (unit) price: `withTax` per `size` of `unit` (LI, QM, …). */
  readonly reference: {
    readonly withTax: number;
    readonly unit: string;
    readonly size: number;
  } | null;
  /** The first item's `amount.relative` is the reduction as a fraction (0.2 = 20 % off). */
  readonly appliedReductions: readonly { readonly amount: { readonly relative: number } }[];
}

/**
 * The price-scale block (core spec point 3): up to three thresholds with their unit prices and
 * promotion keys, the price reference and the payback points factor.
 */
export interface PriceScaleBlock {
  readonly scaleAmount1?: number;
  readonly scalePrice1?: number;
  readonly scaleUnit1?: string;
  readonly scalePromotionKey1?: string;
  readonly scaleAmount2?: number;
  readonly scalePrice2?: number;
  readonly scaleUnit2?: string;
  readonly scalePromotionKey2?: string;
  readonly scaleAmount3?: number;
  readonly scalePrice3?: number;
  readonly scaleUnit3?: string;
  readonly scalePromotionKey3?: string;
  readonly priceReference: string;
  readonly paybackFactor: number;
}

/** The delivery block (catalogue spec point 3; KQPRI): availability code and delivery days. */
export interface VariantDelivery {
  readonly BVC: Bvc;
  readonly deliveryDaysFrom: number;
  readonly deliveryDaysTo: number;
  readonly priceReference: string;
}

export interface ProductVariant {
  readonly id: string;
  /** `{articleNumber}_{suffix}`: the prefix before the first underscore is the article number. */
  readonly referenceKey: string;
  /** The variant's value on its axis, e.g. `{ asGro: { label: "M", value: "M" } }`. */
  readonly attributes: Partial<
    Record<VariantAxis, { readonly label: string; readonly value: string }>
  >;
  readonly price: VariantPrice;
  readonly priceScale: PriceScaleBlock;
  readonly stock: { readonly quantity: number };
  readonly delivery: VariantDelivery;
}

export interface ProductImage {
  /** The image endpoint's address; its extension names the format (catalogue spec point 5). */
  readonly src: string;
}

/** A sibling (catalogue spec point 3): the same model in another colour. */
export interface ProductSibling {
  readonly id: string;
  readonly label: string;
  readonly referenceKey: string;
  readonly seoUrl: string;
  /** Changes whenever the sibling's first image changes (for swatch caching). */
  readonly imageHash: string;
  readonly isActive: boolean;
  readonly advancedAttributes: { readonly farbe: readonly string[] };
  /** The first variant that is not sold out; siblings without one are not listed. */
  readonly buyableVariant: { readonly id: string; readonly referenceKey: string };
  readonly hasVariants: boolean;
  readonly images: readonly ProductImage[];
  readonly variants: readonly ProductVariant[];
}

/** An attribute as the catalogue delivers it: a label to show and/or a value to compare. */
export interface ProductAttribute {
  readonly label?: string;
  readonly value?: string | number;
}

/** A product with everything its page needs (catalogue spec point 3, Product). Amounts in cents. */
export interface Product {
  readonly id: string;
  readonly referenceKey: string;
  readonly masterKey: string;
  /** The product page path below the language prefix (`p/{slug}-{referenceKey}/`). */
  readonly seoUrl: string;
  readonly name: string;
  readonly description: string;
  readonly brand: string;
  readonly subbrand: string | null;
  readonly variants: readonly ProductVariant[];
  readonly siblings: readonly ProductSibling[];
  /** personalisierterArtikel, subbrand, durchschnittBewertungen, anzahlBewertungen, … */
  readonly attributes: Readonly<Record<string, ProductAttribute>>;
  /** farbe, masse, asGro, auswahlWalz, virtuelleBundles, bulkyOrLoad, seoUrls, … */
  readonly advancedAttributes: Readonly<Record<string, unknown>>;
  /** Lowest and highest variant price with tax. */
  readonly priceRange: {
    readonly min: number;
    readonly max: number;
    readonly currencyCode: Currency;
  };
  /** Colour keys (catalogue spec point 3), e.g. `["blau"]` or the four multicolour quadrants. */
  readonly colorsList: readonly string[];
  readonly images: readonly ProductImage[];
  readonly categories: readonly {
    readonly id: string;
    readonly categoryName: string;
    readonly slug: string;
  }[];
  readonly collections: readonly string[];
  /** The products a bundle consists of (empty unless the product is a bundle). */
  readonly bundleItems: readonly { readonly referenceKey: string; readonly quantity: number }[];
  readonly customData: Readonly<Record<string, unknown>>;
  /** Running promotions; their labels are shown as they are. */
  readonly promo: readonly { readonly id: string; readonly label: string }[];
  readonly isActive: boolean;
  /** Every variant is sold out (BVC 4). */
  readonly isSoldOut: boolean;
  readonly isNew: boolean;
  /** Some variant's price is reduced against its recommended retail price. */
  readonly sale: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly indexedAt: string;
  readonly firstLiveAt: string;
}

/** `GET /api/shop/product/{referenceKey}/`: a product and its page path (below the language prefix) per language. */
export interface ProductPageResponse {
  readonly product: Product;
  readonly alternates: Readonly<Record<Language, string>>;
}
