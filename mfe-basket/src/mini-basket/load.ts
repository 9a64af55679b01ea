import type { CurrentBasketResponse, FragmentRequest, Wishlist } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { BasketClient } from "../api/client.ts";
import { basketSummary } from "../basket-client/announce.ts";
import { wishlistProductIds } from "../basket-client/wishlist-toggle.ts";
import type { MiniBasketState } from "./MiniBasket.tsx";

async function currentBasket(
  request: FragmentRequest<BasketClient>,
): Promise<CurrentBasketResponse> {
  try {
    return await request.api.currentBasket();
  } catch {
    // Core spec point 8: basket fetch failures are ignored; the header shows an empty basket.
    return { basketKey: null, basket: null };
  }
}

/** The session's wishlist; null where the shop has none, empty when it cannot be read. */
async function currentWishlist(request: FragmentRequest<BasketClient>): Promise<Wishlist | null> {
  const empty = { key: "", items: [] };
  try {
    const current = await request.api.currentWishlist();
    return current ? (current.wishlist ?? empty) : null;
  } catch {
    return empty;
  }
}

/**
 * The mini-basket's state, per request with the visitor's cookies: count and total of the
 * session's basket (right on first paint, also after a login merge), the key the server knows,
 * and the products on the wishlist where the shop has one.
 */
export async function loadMiniBasket(
  request: FragmentRequest<BasketClient>,
): Promise<LoadedFragment<MiniBasketState>> {
  const [{ basketKey, basket }, wishlist] = await Promise.all([
    currentBasket(request),
    currentWishlist(request),
  ]);
  return {
    state: {
      basketKey,
      summary: basket
        ? basketSummary(basket)
        : { itemCount: 0, total: 0, currencyCode: request.shop.currency, newestProductId: null },
      wishlistProductIds: wishlist ? wishlistProductIds(wishlist) : null,
    },
  };
}
