import type { Product } from "../api/products.ts";

/** Catalogue spec point 9: ratings are out of 5. */
export const ratingScale = 5;

export interface Rating {
  readonly value: number;
  readonly quantity: number;
}

/**
 * A product's rating (catalogue spec point 3): the average from `durchschnittBewertungen`'s
 * label, the count from `anzahlBewertungen`'s value; undefined without reviews.
 */
export function productRating(product: Pick<Product, "attributes">): Rating | undefined {
  const value = Number(product.attributes.durchschnittBewertungen?.label);
  const quantity = Number(product.attributes.anzahlBewertungen?.value);
  if (!Number.isFinite(value) || !Number.isFinite(quantity) || quantity <= 0) return undefined;
  return { value: Math.min(Math.max(value, 0), ratingScale), quantity };
}

/**
 * How full each of the 5 stars is (catalogue spec point 5: stars fill fractionally), from 0 to 1:
 * 3.5 gives [1, 1, 1, 0.5, 0].
 */
export function ratingStarFills(value: number, scale: number = ratingScale): number[] {
  return Array.from(
    { length: scale },
    (_, index) => Math.round(Math.min(Math.max(value - index, 0), 1) * 100) / 100,
  );
}
