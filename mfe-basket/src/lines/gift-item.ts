import type { BasketItem } from "@shop/shared";

/** The product attribute marking a gift article, with value '1' like `personalisierterArtikel`. */
export const giftAttribute = "geschenkArtikel";

/**
 * Core spec point 8: an added gift item is confirmed with basket.addToCartGift. The spec does
 * not say what makes a gift; the basket team's decision: a product whose attribute
 * `geschenkArtikel` has the value '1' (the catalogue's flag convention), or a line that costs
 * nothing (a free add-on a promotion puts in).
 */
export function isGiftItem(item: BasketItem): boolean {
  const flag = item.product.attributes[giftAttribute]?.value;
  return flag === "1" || flag === 1 || item.price.unit === 0;
}
