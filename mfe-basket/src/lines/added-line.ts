import type { Basket, BasketItem } from "@shop/shared";

/**
 * The line an add went into: of the lines of the variant, the one changed last (highest
 * version). A customised add makes its own line, which is then the newest of the variant.
 */
export function addedLine(basket: Basket, variantId: string): BasketItem | undefined {
  return basket.items
    .filter((item) => item.variant.id === variantId)
    .reduce<BasketItem | undefined>(
      (latest, item) => (latest && latest.version >= item.version ? latest : item),
      undefined,
    );
}
