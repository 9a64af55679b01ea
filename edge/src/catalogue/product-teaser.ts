import { languages, type Language, type ProductTeaser } from "@shop/shared";

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

/** Converts a catalogue row to the API's product teaser. */
export function toTeaser(row: TeaserRow): ProductTeaser {
  return {
    id: row.id,
    referenceKey: row.referenceKey,
    name: row.name,
    brand: row.brandName,
    seoPath: productPagePath(row.seoSlug),
    firstVariantId: row.variantId,
    price: { withTax: row.withTax, currencyCode: row.currency === "CHF" ? "CHF" : "EUR" },
  };
}
