import { useState } from "react";
import { Provider } from "react-redux";
import type { Basket, ShopContext } from "@shop/shared";
import { makeStore } from "@shop/shared/store";
import { CouponField } from "./CouponField.tsx";

/**
 * The basket page's coupon field with its own client store (the page has none otherwise); the
 * basket the server answers after a change is shown (and announced) by the page.
 */
export function BasketCoupon({
  basket,
  basketKey,
  shop,
  onBasket,
}: {
  readonly basket: Basket;
  readonly basketKey: string | null;
  readonly shop: ShopContext;
  readonly onBasket: (basket: Basket) => void;
}) {
  const [store] = useState(() => makeStore());
  if (!basketKey) return null;
  return (
    <Provider store={store}>
      <CouponField basket={basket} basketKey={basketKey} shop={shop} onBasket={onBasket} />
    </Provider>
  );
}
