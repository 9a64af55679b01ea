import type {
  CurrentBasketResponse,
  CurrentWishlistResponse,
  FragmentRequest,
  Wishlist,
} from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import { basketSummary } from "../basket-client/announce.ts";
import { wishlistProductIds } from "../basket-client/wishlist-toggle.ts";
import type { MiniBasketState } from "./MiniBasket.tsx";

async function currentBasket(request: FragmentRequest): Promise<CurrentBasketResponse> {
  try {
    const response = await request.fetchApi(
      `/api/shop/basket/current/?locale=${request.shop.locale}`,
      { headers: { accept: "application/json" } },
    );
    if (response.ok) return (await response.json()) as CurrentBasketResponse;
  } catch {
    // Core spec point 8: basket fetch failures are ignored; the header shows an empty basket.
  }
  return { basketKey: null, basket: null };
}

/** The session's wishlist; null where the shop has none (404), empty when it cannot be read. */
async function currentWishlist(request: FragmentRequest): Promise<Wishlist | null> {
  const empty = { key: "", items: [] };
  try {
    const response = await request.fetchApi(
      `/api/shop/wishlist/current/?locale=${request.shop.locale}`,
      { headers: { accept: "application/json" } },
    );
    if (response.status === 404) return null;
    if (!response.ok) return empty;
    return ((await response.json()) as CurrentWishlistResponse).wishlist ?? empty;
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
  request: FragmentRequest,
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
        : { itemCount: 0, total: 0, currencyCode: request.shop.currency },
      wishlistProductIds: wishlist ? wishlistProductIds(wishlist) : null,
    },
  };
}
