import type {
  CurrentBasketResponse,
  CurrentWishlistResponse,
  ShopContext,
  Wishlist,
} from "@shop/shared";
import { basketSummary, type BasketSummary } from "../basket-client/announce.ts";
import { wishlistProductIds } from "../basket-client/wishlist-toggle.ts";

export interface MiniBasketState {
  /** The basket key the server knows for the session, or null (the browser's own id then). */
  readonly basketKey: string | null;
  readonly summary: BasketSummary;
  /** The products on the wishlist; null where the shop has no wishlist. */
  readonly wishlistProductIds: readonly string[] | null;
  /**
   * The page is one the edge keeps for every visitor (decision 0059): this is the state of a
   * visitor without state, and the browser reads the visitor's own where `hasPersonalState()`.
   */
  readonly fillInBrowser?: boolean;
}

/**
 * Where the mini-basket reads the visitor's basket and wishlist: the in-process client on the
 * server, the basket team's `current/` routes in the browser (decision 0059). Both answer alike.
 */
export interface MiniBasketReads {
  currentBasket(): Promise<CurrentBasketResponse>;
  /** Null where the shop offers no wishlist (core spec point 6). */
  currentWishlist(): Promise<CurrentWishlistResponse | null>;
}

const noBasket: CurrentBasketResponse = { basketKey: null, basket: null };
const noWishlist: CurrentWishlistResponse = { wishlistKey: null, wishlist: null };
const emptyWishlist: Wishlist = { key: "", items: [] };

/**
 * The mini-basket's state from the `current/` answers: count and total of the session's basket
 * (empty without one), the key the server knows, and the wishlist's products where the shop has
 * a wishlist (null where it has none, empty while the session has none).
 */
export function miniBasketState(
  currency: ShopContext["currency"],
  { basketKey, basket }: CurrentBasketResponse,
  wishlist: CurrentWishlistResponse | null,
): MiniBasketState {
  return {
    basketKey,
    summary: basket
      ? basketSummary(basket)
      : { itemCount: 0, total: 0, currencyCode: currency, newestProductId: null },
    wishlistProductIds: wishlist ? wishlistProductIds(wishlist.wishlist ?? emptyWishlist) : null,
  };
}

/**
 * Reads the visitor's basket and wishlist in parallel and gives the mini-basket's state, on the
 * server and in the browser alike. Core spec point 8: a failed basket read shows an empty basket;
 * a failed wishlist read, an empty wishlist.
 */
export async function readMiniBasketState(
  reads: MiniBasketReads,
  currency: ShopContext["currency"],
): Promise<MiniBasketState> {
  const [basket, wishlist] = await Promise.all([
    reads.currentBasket().catch(() => noBasket),
    reads.currentWishlist().catch(() => noWishlist),
  ]);
  return miniBasketState(currency, basket, wishlist);
}

/**
 * The state of a kept page (decision 0059): a visitor without state, whose own the browser reads
 * after hydrating. An empty wishlist where the shop offers one, so the browser knows to read it.
 */
export function miniBasketStateToFill(
  currency: ShopContext["currency"],
  offersWishlist: boolean,
): MiniBasketState {
  return {
    ...miniBasketState(currency, noBasket, offersWishlist ? noWishlist : null),
    fillInBrowser: true,
  };
}
