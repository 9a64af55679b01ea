import type { CurrentBasketResponse, CurrentWishlistResponse, ShopContext } from "@shop/shared";
import { callShopApi, type Fetch } from "@shop/shared/api-client";
import { readMiniBasketState, type MiniBasketState } from "./mini-basket-state.ts";

/**
 * The visitor's own mini-basket state, read in the browser on a kept page (decision 0059) from
 * the basket team's `GET /api/shop/basket/current/` and, where the shop offers a wishlist,
 * `GET /api/shop/wishlist/current/`, in parallel: the same state the server's loader builds.
 */
export function visitorMiniBasketState(
  shop: ShopContext,
  offersWishlist: boolean,
  fetchImpl?: Fetch,
): Promise<MiniBasketState> {
  const query = `?locale=${encodeURIComponent(shop.locale)}`;
  const options = fetchImpl ? { fetch: fetchImpl } : {};
  return readMiniBasketState(
    {
      currentBasket: () =>
        callShopApi<CurrentBasketResponse>(`/api/shop/basket/current/${query}`, options),
      currentWishlist: () =>
        offersWishlist
          ? callShopApi<CurrentWishlistResponse>(`/api/shop/wishlist/current/${query}`, options)
          : Promise.resolve(null),
    },
    shop.currency,
  );
}
