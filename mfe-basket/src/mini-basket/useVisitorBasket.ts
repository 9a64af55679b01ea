import { useEffect, useState } from "react";
import { hasPersonalState, lastShopEvent, onShopEvent, type ShopContext } from "@shop/shared";
import { announceBasket, type BasketSummary } from "../basket-client/announce.ts";
import { cartSession } from "../basket-client/cart-session.ts";
import type { MiniBasketState } from "./mini-basket-state.ts";
import { visitorMiniBasketState } from "./visitor-basket-reads.ts";

/** What the mini-basket shows of the visitor's basket and wishlist. */
export interface VisitorBasket {
  /** The count and total to show: the latest `basket:updated`, else the visitor's state. */
  readonly summary: BasketSummary;
  /** The wishlist's products; undefined while the browser reads them, null without a wishlist. */
  readonly wishlistProductIds: readonly string[] | null | undefined;
}

/** Whether the visitor's state is read in the browser (decision 0059): a kept page, a session. */
function readsInBrowser(state: MiniBasketState): boolean {
  return state.fillInBrowser === true && hasPersonalState();
}

/**
 * The visitor's basket and wishlist for the mini-basket. From the server's state, or on a kept
 * page with a session (decision 0059) from the basket API after hydrating; until that read is
 * done, calls with a basket key wait for its key. Remembers the server's key, announces the
 * visitor's basket (`basket:updated`) once it is known unless a change was announced first (an
 * add), and follows the last announcement and every later one.
 */
export function useVisitorBasket(shop: ShopContext, state: MiniBasketState): VisitorBasket {
  const [summary, setSummary] = useState(state.summary);
  const [wishlistProductIds, setWishlistProductIds] = useState(() =>
    readsInBrowser(state) && state.wishlistProductIds ? undefined : state.wishlistProductIds,
  );

  useEffect(() => {
    const keys = cartSession(shop).keys;
    // A change announced before the mini-basket started (decision 0060: it may start late).
    const announced = lastShopEvent("basket:updated");
    if (announced) setSummary(announced);
    const stopFollowing = onShopEvent("basket:updated", setSummary);
    const announceUnlessChanged = (visitor: MiniBasketState) => {
      if (!lastShopEvent("basket:updated")) announceBasket(visitor.summary);
    };
    if (!readsInBrowser(state)) {
      keys.rememberServerKey(state.basketKey);
      announceUnlessChanged(state);
      return stopFollowing;
    }
    let mounted = true;
    const visitor = visitorMiniBasketState(shop, state.wishlistProductIds !== null);
    keys.rememberServerKeyLater(visitor.then(({ basketKey }) => basketKey));
    void visitor.then((read) => {
      if (!mounted) return;
      announceUnlessChanged(read);
      setWishlistProductIds(read.wishlistProductIds);
    });
    return () => {
      mounted = false;
      stopFollowing();
    };
  }, [shop, state]);

  return { summary, wishlistProductIds };
}
