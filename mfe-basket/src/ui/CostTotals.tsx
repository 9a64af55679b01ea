import { Trans } from "@lingui/react/macro";

interface Props {
  /** The items' total, shipping and the total to pay, in cents. */
  readonly items: number;
  readonly shipping: number;
  readonly total: number;
  readonly money: (cents: number) => string;
  /** The total's test id (`review-total` on the checkout, `order-total` on an order). */
  readonly totalTestId: string;
}

/** Items, shipping (free when nothing) and the total, as the review step and an order show them. */
export function CostTotals({ items, shipping, total, money, totalTestId }: Props) {
  return (
    <dl className="bsk-totals">
      <div className="bsk-totals__row">
        <dt>
          <Trans id="basket.itemsTotal">Items</Trans>
        </dt>
        <dd>{money(items)}</dd>
      </div>
      <div className="bsk-totals__row">
        <dt>
          <Trans id="basket.shipping">Shipping</Trans>
        </dt>
        <dd>{shipping === 0 ? <Trans id="basket.shippingFree">Free</Trans> : money(shipping)}</dd>
      </div>
      <div className="bsk-totals__row bsk-totals__row--total">
        <dt>
          <Trans id="basket.total">Total</Trans>
        </dt>
        <dd data-testid={totalTestId}>{money(total)}</dd>
      </div>
    </dl>
  );
}
