import { lastShopEvent, onShopEvent } from "@shop/shared";

const nothingSaved: readonly string[] = [];

/**
 * The products on the visitor's wishlist as the basket team last announced them
 * (`wishlist:updated`), read from the page's record of last events rather than a copy made when
 * this module loaded: a heart that hydrates after the mini-basket's first announcement starts
 * right. The same array until the next announcement, as `useSyncExternalStore` needs.
 */
export function announcedWishlist(): readonly string[] {
  return lastShopEvent("wishlist:updated")?.productIds ?? nothingSaved;
}

/** What the server renders and hydration starts from: nothing saved, so markup matches. */
export function serverWishlist(): readonly string[] {
  return nothingSaved;
}

/** Calls `listener` after each `wishlist:updated`; returns the function that stops it. */
export function subscribeToWishlist(listener: () => void): () => void {
  return onShopEvent("wishlist:updated", listener);
}
