import { useLingui } from "@lingui/react";
import { Plural } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { formatPrice, pathFor } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { BasketIcon } from "./BasketIcon.tsx";
import type { MiniBasketState } from "./mini-basket-state.ts";
import { useAddItemCommand } from "./useAddItemCommand.ts";
import { useReserveCommand } from "./useReserveCommand.ts";
import { useVisitorBasket } from "./useVisitorBasket.ts";
import { useWishlistToggle } from "./useWishlistToggle.ts";
import "./mini-basket.css";

// The layer's code (dialog, recommendations) loads on the first add, not with the header.
const AddToCartLayer = lazy(() => import("../add-to-cart-layer/AddToCartLayer.tsx"));
// Click and reserve's dialog (decision 0046) loads when the product page asks for it.
const ReserveDialog = lazy(() => import("../click-and-reserve/ReserveDialog.tsx"));

/**
 * The header's basket link with item count and total (server-rendered from the session's
 * basket; on a kept page read in the browser, decision 0059). It handles the `basket:add-item`
 * and `wishlist:toggle` commands of other slices, opens the add-to-cart layer, and announces
 * `basket:updated` and `wishlist:updated`; the count follows every `basket:updated`, also of adds
 * the shell's stand-in handled (decision 0024).
 */
export function MiniBasket({ state, shop }: FragmentProps<MiniBasketState>) {
  const { i18n } = useLingui();
  const { summary, wishlistProductIds } = useVisitorBasket(shop, state);
  const { layer, closeLayer } = useAddItemCommand(shop, i18n);
  const { reservation, closeReservation } = useReserveCommand(shop);
  useWishlistToggle(shop, i18n, wishlistProductIds);

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
