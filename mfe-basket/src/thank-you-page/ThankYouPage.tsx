import { Trans } from "@lingui/react/macro";
import { useEffect } from "react";
import { pathFor, type OrderResponse } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { OrderSummary } from "./OrderSummary.tsx";
import { trackPurchaseOnce } from "./purchase-tracking.ts";
import { PaymentExpired } from "./PaymentExpired.tsx";
import { SovendusOffer } from "./SovendusOffer.tsx";
import type { SovendusNumbers } from "./sovendus.ts";
import "../ui/buttons.css";
import "../basket-page/basket-page.css";
import "./thank-you-page.css";

export interface ThankYouPageState {
  /** The visitor's order; null when the page is revisited later or the order is not theirs. */
  readonly order: OrderResponse | null;
  /** The shop's Sovendus numbers (shop option `sovendus`); null where the shop has none. */
  readonly sovendus: SovendusNumbers | null;
}

/**
 * The thank-you page (core spec point 2, `/de/danke/?orderNumber=…`): the order number, the
 * confirmation e-mail's address and the order's summary; the expired content for an order the
 * visitor cannot (or no longer) see; for an order whose payment expired before the shopper came
 * back, that it was cancelled (decision 0047). Tracks the purchase and shows Sovendus's offer
 * (with consent) once per order. An expired confirmation is marked
 * (`data-order-confirmation="expired"`): the content team's thank-you-expired layout content
 * shows beside it (decision 0049).
 */
export function ThankYouPage({ state, shop }: FragmentProps<ThankYouPageState>) {
  const { order, sovendus } = state;
  const expired = order?.payment.status === "expired";
  useEffect(() => {
    if (order && !expired) trackPurchaseOnce(order);
  }, [order, expired]);
  if (order && expired) return <PaymentExpired order={order} language={shop.language} />;
  if (!order) {
    return (
      <section
        className="bsk-thanks"
        aria-labelledby="bsk-thanks-title"
        data-order-confirmation="expired"
      >
        <h1 id="bsk-thanks-title" className="bsk-basket__title">
          <Trans id="checkout.thankYouExpired">
            This order confirmation is no longer available
          </Trans>
        </h1>
        <p>
          <Trans id="checkout.thankYouExpiredText">
            Your order confirmation was sent to you by e-mail.
          </Trans>
        </p>
        <a className="bsk-button" href={pathFor("home", shop.language)}>
          <Trans id="checkout.continueShopping">Continue shopping</Trans>
        </a>
      </section>
    );
  }
  const { orderNumber, email } = order;
  return (
    <section className="bsk-thanks" aria-labelledby="bsk-thanks-title">
      <h1 id="bsk-thanks-title" className="bsk-basket__title">
        <Trans id="checkout.thankYou">Thank you for your order</Trans>
      </h1>
      <p data-testid="order-number">
        <Trans id="checkout.orderNumber">
          Your order number: <strong>{orderNumber}</strong>
        </Trans>
      </p>
      <p>
        <Trans id="checkout.confirmationSent">We are sending a confirmation to {email}.</Trans>
      </p>
      <OrderSummary order={order} locale={shop.locale} />
      {sovendus && <SovendusOffer order={order} numbers={sovendus} />}
      <a className="bsk-button" href={pathFor("home", shop.language)}>
        <Trans id="checkout.continueShopping">Continue shopping</Trans>
      </a>
    </section>
  );
}
