import type { Wishlist } from "@shop/shared";

export type WishlistTogglePlan =
  { readonly kind: "add" } | { readonly kind: "remove"; readonly itemKeys: readonly string[] };

/**
 * Core spec point 4, wishlist toggle: if no item for the product exists it is added; otherwise
 * all items of that product (any of its variants) are removed.
 */
export function wishlistTogglePlan(wishlist: Wishlist, productId: string): WishlistTogglePlan {
  const itemKeys = wishlist.items
    .filter((item) => item.product.id === productId)
    .map((item) => item.key);
  return itemKeys.length === 0 ? { kind: "add" } : { kind: "remove", itemKeys };
}

/** The products on a wishlist, each once, for `wishlist:updated`. */
export function wishlistProductIds(wishlist: Wishlist): string[] {
  return [...new Set(wishlist.items.map((item) => item.product.id))];
}
