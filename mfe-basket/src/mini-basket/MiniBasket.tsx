import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Plural } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { emitShopEvent, onShopEvent, pathFor } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { BasketIcon } from "./BasketIcon.tsx";
import "./mini-basket.css";

export interface MiniBasketState {
  readonly itemCount: number;
}

/**
 * The header's basket link with the item count. It handles the `basket:add-item` command of
 * other slices, announces the addition to screen readers and emits `basket:updated`.
 */
export function MiniBasket({ state, shop }: FragmentProps<MiniBasketState>) {
  const { _ } = useLingui();
  const [itemCount, setItemCount] = useState(state.itemCount);
  const [announcement, setAnnouncement] = useState("");
  const announced = useRef(state.itemCount);

  useEffect(
    () =>
      onShopEvent("basket:add-item", ({ quantity, productName }) => {
        setItemCount((count) => count + quantity);
        setAnnouncement(
          _(msg({ id: "basket.addedToCart", message: `${productName} was added to your basket.` })),
        );
      }),
    [_],
  );

  useEffect(() => {
    if (announced.current === itemCount) return;
    announced.current = itemCount;
    emitShopEvent("basket:updated", { itemCount });
  }, [itemCount]);

  return (
    <div className="bsk-mini">
      <a className="bsk-mini__link" href={pathFor("basket", shop.language)}>
        <BasketIcon />
        <span className="bsk-mini__count" aria-hidden="true" data-testid="mini-basket-count">
          {itemCount}
        </span>
        <span className="shop-visually-hidden">
          <Plural
            id="basket.miniBasketLabel"
            value={itemCount}
            one="Basket, # item"
            other="Basket, # items"
          />
        </span>
      </a>
      <p className="shop-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
