import { Trans } from "@lingui/react/macro";
import { useRef } from "react";
import { pathFor, type Basket, type BasketItem } from "@shop/shared";
import { FragmentSlot, type FragmentProps } from "@shop/shared/ui";
import { LineCard } from "../line-card/LineCard.tsx";
import { ReserveBasketButton } from "../click-and-reserve/ReserveBasketButton.tsx";
import { BasketCoupon } from "./BasketCoupon.tsx";
import { BasketTotals } from "./BasketTotals.tsx";
import { EmptyBasket } from "./EmptyBasket.tsx";
import { ShippingProgress } from "./ShippingProgress.tsx";
import { recommendationsSlotId } from "./recommendations-slot.ts";
import { useBasketEditing } from "./useBasketEditing.ts";
import { PageHeading } from "../ui/PageHeading.tsx";
import "../ui/buttons.css";
import "./basket-page.css";

export interface BasketPageState {
  readonly basketKey: string | null;
  readonly basket: Basket | null;
  /** The shop's option `clickAndReserve` (decision 0046). */
  readonly clickAndReserve: boolean;
}

/**
 * The basket page (core spec point 2, `/de/warenkorb/`): line cards with quantity controls and
 * remove, totals, the shipping progress and the checkout button; an empty state; below them the
 * slot of the catalogue's recommendations.
 */
export function BasketPage({ state, shop }: FragmentProps<BasketPageState>) {
  const { basket, busyKey, status, error, changeQuantity, remove, show } = useBasketEditing(
    shop,
    state.basket,
    state.basketKey,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const items = basket?.items ?? [];
  const removeAndRefocus = (item: BasketItem) =>
    void remove(item).then(() => heading.current?.focus());
  return (
    <section className="bsk-basket" aria-labelledby="bsk-basket-title">
      <PageHeading
        id="bsk-basket-title"
        title={<Trans id="basket.title">Basket</Trans>}
        status={status}
        error={error}
        ref={heading}
      />
      {basket && items.length > 0 ? (
        <div className="bsk-basket__layout">
          <div className="bsk-basket__lines" data-testid="basket-lines">
            {items.map((item) => (
              <LineCard
                key={item.key}
                item={item}
                shop={shop}
                busy={busyKey === item.key}
                onQuantity={(line, quantity) => void changeQuantity(line, quantity)}
                onRemove={removeAndRefocus}
              />
            ))}
          </div>
          <aside className="bsk-basket__summary" aria-labelledby="bsk-basket-summary">
            <h2 id="bsk-basket-summary" className="bsk-basket__subtitle">
              <Trans id="basket.summary">Summary</Trans>
            </h2>
            <ShippingProgress basket={basket} locale={shop.locale} />
            <BasketCoupon basket={basket} basketKey={state.basketKey} shop={shop} onBasket={show} />
            <BasketTotals basket={basket} locale={shop.locale} />
            <a
              className="bsk-button bsk-button--primary bsk-basket__checkout"
              href={pathFor("checkout", shop.language)}
            >
              <Trans id="basket.checkout">Go to checkout</Trans>
            </a>
            <ReserveBasketButton shop={shop} offered={state.clickAndReserve} items={items} />
          </aside>
        </div>
      ) : (
        <EmptyBasket language={shop.language} />
      )}
      {/* The catalogue's recommendations (decision 0056): the edge fills it, React leaves it be. */}
      <FragmentSlot id={recommendationsSlotId} />
    </section>
  );
}
