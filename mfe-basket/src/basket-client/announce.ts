import { emitShopEvent, type Basket, type Wishlist } from "@shop/shared";
import { wishlistProductIds } from "./wishlist-toggle.ts";

/** What the mini-basket shows and `basket:updated` announces. */
export interface BasketSummary {
  readonly itemCount: number;
  /** Items and shipping, in cents. */
  readonly total: number;
  readonly currencyCode: Basket["cost"]["currencyCode"];
}

export function basketSummary(basket: Basket): BasketSummary {
  return {
    itemCount: basket.itemCount,
    total: basket.cost.total,
    currencyCode: basket.cost.currencyCode,
  };
}

/** Announces a changed basket to every slice (`basket:updated`). */
export function announceBasket(summary: BasketSummary): void {
  emitShopEvent("basket:updated", summary);
}

/** Announces the products on the wishlist to every slice (`wishlist:updated`). */
export function announceWishlist(wishlist: Wishlist): void {
  emitShopEvent("wishlist:updated", { productIds: wishlistProductIds(wishlist) });
}
