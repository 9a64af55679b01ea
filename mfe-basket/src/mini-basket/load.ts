import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { BasketClient } from "../api/client.ts";
import {
  miniBasketStateToFill,
  readMiniBasketState,
  type MiniBasketState,
} from "./mini-basket-state.ts";

/**
 * The mini-basket's state, per request with the visitor's cookies: count and total of the
 * session's basket (right on first paint, also after a login merge), the key the server knows,
 * and the products on the wishlist where the shop has one. On a page the edge keeps for every
 * visitor (decision 0059) nothing is read: the state of a visitor without state, filled in the
 * browser.
 */
export async function loadMiniBasket(
  request: FragmentRequest<BasketClient>,
): Promise<LoadedFragment<MiniBasketState>> {
  const { currency } = request.shop;
  if (request.personalInBrowser) {
    return { state: miniBasketStateToFill(currency, request.shopConfig.options.wishlist) };
  }
  return { state: await readMiniBasketState(request.api, currency) };
}
