import { useLingui } from "@lingui/react";
import { Plural } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { formatPrice, lastShopEvent, onShopEvent, pathFor } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { announceBasket, type BasketSummary } from "../basket-client/announce.ts";
import { cartSession } from "../basket-client/cart-session.ts";
import { BasketIcon } from "./BasketIcon.tsx";
import { useAddItemCommand } from "./useAddItemCommand.ts";
import { useReserveCommand } from "./useReserveCommand.ts";
import { useWishlistToggle } from "./useWishlistToggle.ts";
import "./mini-basket.css";

// The layer's code (dialog, recommendations) loads on the first add, not with the header.
const AddToCartLayer = lazy(() => import("../add-to-cart-layer/AddToCartLayer.tsx"));
// Click and reserve's dialog (decision 0046) loads when the product page asks for it.
const ReserveDialog = lazy(() => import("../click-and-reserve/ReserveDialog.tsx"));

export interface MiniBasketState {
  /** The basket key the server knows for the session, or null (the browser's own id then). */
  readonly basketKey: string | null;
  readonly summary: BasketSummary;
  /** The products on the wishlist; null where the shop has no wishlist. */
  readonly wishlistProductIds: readonly string[] | null;
}

/**
 * The header's basket link with item count and total (server-rendered from the session's
 * basket). It handles the `basket:add-item` and `wishlist:toggle` commands of other slices,
 * opens the add-to-cart layer, and announces `basket:updated` and `wishlist:updated`; the count
 * follows every `basket:updated`, also of adds the shell's stand-in handled (decision 0024).
 */
export function MiniBasket({ state, shop }: FragmentProps<MiniBasketState>) {
  const { i18n } = useLingui();
  const [summary, setSummary] = useState(state.summary);
  const { layer, closeLayer } = useAddItemCommand(shop, i18n);
  const { reservation, closeReservation } = useReserveCommand(shop);
  useWishlistToggle(shop, i18n, state.wishlistProductIds);

  useEffect(() => {
    cartSession(shop).keys.rememberServerKey(state.basketKey);
    // Announce the server's basket to late listeners, unless a change was announced already.
    if (!lastShopEvent("basket:updated")) announceBasket(state.summary);
    return onShopEvent("basket:updated", setSummary);
  }, [shop, state.basketKey, state.summary]);

  const total = formatPrice(summary.total, summary.currencyCode, shop.locale);
  const itemCount = summary.itemCount;
  return (
    <div className="bsk-mini">
      <a className="bsk-mini__link" href={pathFor("basket", shop.language)}>
        <span className="bsk-mini__icon-wrap">
          <BasketIcon />
          <span className="bsk-mini__count" aria-hidden="true" data-testid="mini-basket-count">
            {itemCount}
          </span>
        </span>
        {itemCount > 0 ? (
          <span className="bsk-mini__total" aria-hidden="true" data-testid="mini-basket-total">
            {total}
          </span>
        ) : null}
        <span className="shop-visually-hidden">
          <Plural
            id="basket.miniBasketLabel"
            value={itemCount}
            one="Basket, # item"
            other="Basket, # items"
          />
          {itemCount > 0 ? `, ${total}` : ""}
        </span>
      </a>
      {layer ? (
        <Suspense fallback={null}>
          <AddToCartLayer layer={layer} shop={shop} onClose={closeLayer} />
        </Suspense>
      ) : null}
      {reservation ? (
        <Suspense fallback={null}>
          <ReserveDialog shop={shop} target={reservation} onClose={closeReservation} />
        </Suspense>
      ) : null}
    </div>
  );
}
