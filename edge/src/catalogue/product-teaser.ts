import type { ProductTeaser } from "@shop/shared";

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

/** Converts a catalogue row to the API's product teaser. */
export function toTeaser(row: TeaserRow): ProductTeaser {
  return {
    id: row.id,
    referenceKey: row.referenceKey,
    name: row.name,
    brand: row.brandName,
    seoPath: `p/${row.seoSlug}/`,
    firstVariantId: row.variantId,
    price: { withTax: row.withTax, currencyCode: row.currency === "CHF" ? "CHF" : "EUR" },
  };
}
