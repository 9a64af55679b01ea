import { Trans } from "@lingui/react/macro";
import { formatPrice, type Locale, type OrderResponse } from "@shop/shared";

/** What the order cost: items, shipping, total with tax and the amount without tax. */
export function OrderCosts({ order, locale }: { order: OrderResponse; locale: Locale }) {
  const { cost } = order;
  const money = (cents: number) => formatPrice(cents, cost.currencyCode, locale);
  return (
    <dl className="bsk-orders__costs">
      <dt>
        <Trans id="orders.items">Items</Trans>
      </dt>
      <dd>{money(cost.items)}</dd>
      <dt>
        <Trans id="orders.shipping">Shipping</Trans>
      </dt>
      <dd>{cost.shipping === 0 ? <Trans id="orders.free">Free</Trans> : money(cost.shipping)}</dd>
      <dt>
        <strong>
          <Trans id="orders.total">Total</Trans>
        </strong>
      </dt>
      <dd data-testid="order-total">
        <strong>{money(cost.total)}</strong>
      </dd>
      <dt>
        <Trans id="orders.withoutTax">Without VAT</Trans>
      </dt>
      <dd>{money(cost.withoutTax)}</dd>
    </dl>
  );
}
