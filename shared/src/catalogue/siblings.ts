import type { ProductSibling } from "../api/products.ts";
import { isSoldOutCode } from "./availability.ts";

type SiblingLike = Pick<ProductSibling, "variants">;

/**
 * Catalogue spec point 4: a sibling is buyable unless all its variants are sold out (code 4).
 * A sibling without variants has nothing to buy.
 */
export function isBuyableSibling(sibling: SiblingLike): boolean {
  return sibling.variants.some((variant) => !isSoldOutCode(variant.delivery.BVC));
}

/** Catalogue spec point 4: non-buyable siblings are dropped from the list. */
export function buyableSiblings<S extends SiblingLike>(siblings: readonly S[]): S[] {
  return siblings.filter(isBuyableSibling);
}
