import { Trans } from "@lingui/react/macro";
import { pathFor, type Language, type OrderResponse } from "@shop/shared";

interface Props {
  readonly order: OrderResponse;
  readonly language: Language;
}

/**
 * A redirect payment the shopper finished only after the order had expired (decision 0047):
 * nothing was charged, the order is cancelled and the basket is as it was.
 */
export function PaymentExpired({ order, language }: Props) {
  const { orderNumber } = order;
  return (
    <section
      className="bsk-thanks"
      aria-labelledby="bsk-thanks-title"
      data-order-confirmation="expired"
    >
      <h1 id="bsk-thanks-title" className="bsk-basket__title">
        <Trans id="checkout.paymentExpired">The time to pay for this order has run out</Trans>
      </h1>
      <p data-testid="order-number">
        <Trans id="checkout.paymentExpiredText">
          Your order <strong>{orderNumber}</strong> was cancelled because its payment was not
          completed in time. Nothing has been charged. Your items are still in your basket.
        </Trans>
      </p>
      <a className="bsk-button" href={pathFor("basket", language)}>
        <Trans id="checkout.paymentExpiredToBasket">Go to the basket</Trans>
      </a>
    </section>
  );
}
