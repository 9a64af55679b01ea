import { emitShopEvent, type Basket, type Wishlist } from "@shop/shared";
import { wishlistProductIds } from "./wishlist-toggle.ts";

/** What the mini-basket shows and `basket:updated` announces. */
export interface BasketSummary {
  readonly itemCount: number;
  /** Items and shipping, in cents. */
  readonly total: number;
  readonly currencyCode: Basket["cost"]["currencyCode"];
  /**
   * The newest line's product, null without lines: what the basket's recommendations are for.
   * Absent from the shell's stand-in's announcements, which the mini-basket shows too.
   */
  readonly newestProductId?: string | null;
}

/** The product of the basket's newest line (its lines come oldest first), null without lines. */
export function newestProductId(basket: Basket | null): string | null {
  return basket?.items.at(-1)?.product.referenceKey ?? null;
}

/** The basket as `basket:updated` announces it. */
export function basketSummary(basket: Basket): BasketSummary {
  return {
    itemCount: basket.itemCount,
    total: basket.cost.total,
    currencyCode: basket.cost.currencyCode,
    newestProductId: newestProductId(basket),
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
