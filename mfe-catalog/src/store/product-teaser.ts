import { languages, type Language, type ProductImage, type ProductTeaser } from "@shop/shared";

/** A product's row as catalogue queries select it: one language's text, the first variant's price. */
export interface TeaserRow {
  readonly id: string;
  readonly referenceKey: string;
  readonly brandName: string;
  readonly name: string;
  readonly seoSlug: string;
  readonly variantId: string;
  readonly withTax: number;
  readonly currency: string;
  /** Card details (optional: not every query selects them). */
  readonly recommendedRetailPrice?: number | null;
  readonly imageFiles?: readonly string[];
  readonly colors?: readonly string[];
  readonly variantCount?: number;
  readonly personalised?: boolean;
  readonly isNew?: boolean;
}

/** A product page's path below the language prefix: `p/{slug}/` (the slug ends in the reference key). */
export function productPagePath(seoSlug: string): string {
  return `p/${seoSlug}/`;
}

/** A product's page path in every language; a language without a slug falls back to the key. */
export function productPagePaths(
  slugs: Partial<Record<Language, string>>,
  referenceKey: string,
): Record<Language, string> {
  return Object.fromEntries(
    languages.map((language) => [language, productPagePath(slugs[language] ?? referenceKey)]),
  ) as Record<Language, string>;
}

/** Source files are SVG; the shop asks for WebP (the spec's default), which the image endpoint makes. */
export function productImage(file: string): ProductImage {
  return { src: `/images/${file.replace(/\.svg$/, ".webp")}` };
}

/** Converts a catalogue row to the API's product teaser. */
export function toTeaser(row: TeaserRow): ProductTeaser {
  return {
    id: row.id,
    referenceKey: row.referenceKey,
    name: row.name,
    brand: row.brandName,
    seoPath: productPagePath(row.seoSlug),
    firstVariantId: row.variantId,
    price: {
      withTax: row.withTax,
      currencyCode: row.currency === "CHF" ? "CHF" : "EUR",
      ...(row.recommendedRetailPrice !== undefined
        ? { recommendedRetailPrice: row.recommendedRetailPrice }
        : {}),
    },
    ...(row.imageFiles ? { images: row.imageFiles.map(productImage) } : {}),
    ...(row.colors ? { colorsList: row.colors } : {}),
    ...(row.variantCount !== undefined ? { variantCount: Number(row.variantCount) } : {}),
    ...(row.personalised !== undefined ? { personalised: row.personalised } : {}),
    ...(row.isNew !== undefined ? { isNew: row.isNew } : {}),
  };
}
