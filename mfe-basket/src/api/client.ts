import type { CurrentBasketResponse, CurrentWishlistResponse, OrderResponse } from "@shop/shared";

/**
 * The basket slice's typed in-process client, bound to one fragment request (its shop and the
 * visitor's cookies): what the basket's fragment loaders read through, with no HTTP round trip.
 * It answers exactly what `GET /api/shop/basket/current/` and `/api/shop/wishlist/current/`
 * answer, from the same code.
 */
export interface BasketClient {
  /** The visitor's own basket; both fields null while the session has none (core spec point 3). */
  currentBasket(): Promise<CurrentBasketResponse>;
  /**
   * The visitor's own wishlist, like the basket's; null where the shop offers no wishlist (core
   * spec point 6, where the route answers 404).
   */
  currentWishlist(): Promise<CurrentWishlistResponse | null>;
  /**
   * The visitor's own order, as `GET /api/shop/orders/{orderNumber}/` answers it; null for
   * anyone else's and for a number that does not exist (issue 18, point 4).
   */
  order(orderNumber: string): Promise<OrderResponse | null>;
}
