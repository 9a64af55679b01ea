import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { formatPrice, type Locale, type OrderResponse } from "@shop/shared";
import { CostTotals } from "../ui/CostTotals.tsx";
import { paymentMethodNames } from "./payment-method-names.ts";

interface Props {
  readonly order: OrderResponse;
  readonly locale: Locale;
}

/** An order's lines, costs, shipping address and payment method, as the thank-you page shows them. */
export function OrderSummary({ order, locale }: Props) {
  const { _ } = useLingui();
  const money = (cents: number) => formatPrice(cents, order.cost.currencyCode, locale);
  const address = order.shippingAddress;
  return (
    <div className="bsk-thanks__summary">
      <h2 className="bsk-basket__subtitle">
        <Trans id="checkout.orderSummary">Your order</Trans>
      </h2>
      <ul className="bsk-thanks__lines" data-testid="order-lines">
        {order.lines.map((line, index) => (
          // A variant may fill two lines (with and without a printed text): the position tells them apart.
          <li key={`${index}-${line.variantId}`} className="bsk-thanks__line">
            <span>
              {`${line.quantity} × ${line.name}${line.variantLabel ? ` (${line.variantLabel})` : ""}`}
            </span>
            <span>{money(line.total)}</span>
          </li>
        ))}
      </ul>
      <CostTotals
        items={order.cost.items}
        shipping={order.cost.shipping}
        total={order.cost.total}
        coupon={order.coupon}
        giftCardAmount={order.giftCard?.amount}
        money={money}
        totalTestId="order-total"
      />
      <h2 className="bsk-basket__subtitle">
        <Trans id="checkout.shippingAddress">Shipping address</Trans>
      </h2>
      <address className="bsk-thanks__address">
        {`${address.firstName} ${address.lastName}`}
        <br />
        {`${address.street} ${address.houseNumber}`}
        <br />
        {`${address.postcode} ${address.city}`}
      </address>
      <h2 className="bsk-basket__subtitle">
        <Trans id="checkout.paymentMethod">Payment method</Trans>
      </h2>
      <p>{_(paymentMethodNames[order.payment.method])}</p>
    </div>
  );
}
