import type { CurrentBasketResponse, CurrentWishlistResponse, OrderResponse } from "@shop/shared";
import type { OrderDetail, OrderList } from "../orders/order-views.ts";

/**
 * The basket slice's typed in-process client, bound to one fragment request (its shop and the
 * visitor's cookies): what the basket's fragment loaders read through, with no HTTP round trip.
 * It answers exactly what `GET /api/shop/basket/current/` and `/api/shop/wishlist/current/`
 * answer, from the same code.
 */
export interface BasketClient {
  /**
   * The visitor's own basket; both fields null while the session has none (core spec point 3).
   * With `applyVoucher` (the basket and checkout pages) the voucher cookie's code is first put
   * on a basket without a coupon when it counts for it (decision 0045).
   */
  currentBasket(options?: { readonly applyVoucher?: boolean }): Promise<CurrentBasketResponse>;
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
  /**
   * The signed-in customer's orders, a page of them, as `GET /api/shop/orders/` answers them;
   * null for a visitor without an account (issue 18, point 6).
   */
  customerOrders(page: number): Promise<OrderList | null>;
  /**
   * The visitor's own order with its packages, as `GET /api/shop/orders/{orderNumber}/detail/`
   * answers it; null for anyone else's and for a number that does not exist.
   */
  orderDetail(orderNumber: string): Promise<OrderDetail | null>;
}
