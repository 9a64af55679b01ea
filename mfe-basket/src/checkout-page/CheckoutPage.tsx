import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Provider } from "react-redux";
import type { Basket, PaymentMethodOffer, ShippingMethod } from "@shop/shared";
import { makeStore } from "@shop/shared/store";
import type { FragmentProps } from "@shop/shared/ui";
import { CheckoutSteps } from "./CheckoutSteps.tsx";
import "../ui/buttons.css";
import "../basket-page/basket-page.css";
import "./checkout-page.css";

export interface CheckoutPageState {
  readonly basketKey: string;
  /** The basket being ordered, priced by the server when the page was rendered. */
  readonly basket: Basket;
  /** What the basket needs: freight when a line is bulky (the order placement's rule). */
  readonly shippingMethod: ShippingMethod;
  /** The payment methods the shop offers (its country, currency and PayPal option). */
  readonly paymentMethods: readonly PaymentMethodOffer[];
  /** The shop's option `clickAndReserve` (decision 0046). */
  readonly clickAndReserve: boolean;
}

/**
 * The checkout (issue 18, points 1 and 2, `/de/kasse/`): the address, shipping, payment and
 * review steps on one page, each a section with its heading. The page's own Redux store holds
 * its client data (the user, the address book, the order placement).
 */
export function CheckoutPage({ state, shop }: FragmentProps<CheckoutPageState>) {
  const [store] = useState(() => makeStore());
  return (
    <Provider store={store}>
      <div className="bsk-checkout">
        <h1 className="bsk-basket__title">
          <Trans id="checkout.title">Checkout</Trans>
        </h1>
        <CheckoutSteps state={state} shop={shop} />
      </div>
    </Provider>
  );
}
