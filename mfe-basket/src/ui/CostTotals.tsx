import { Trans } from "@lingui/react/macro";
import type { OrderCoupon } from "@shop/shared";

interface Props {
  /** The items' total, shipping and the total to pay, in cents. */
  readonly items: number;
  readonly shipping: number;
  readonly total: number;
  /** The coupon and what it took off the items (decision 0045), if any. */
  readonly coupon?: OrderCoupon | null;
  /** What a gift card pays of the total, if any: the rest is shown as still to pay. */
  readonly giftCardAmount?: number | null;
  readonly money: (cents: number) => string;
  /** The total's test id (`review-total` on the checkout, `order-total` on an order). */
  readonly totalTestId: string;
}

/**
 * Items, the coupon's reduction, shipping (free when nothing), the total, and what a gift card
 * pays of it with the rest, as the review step and an order show them.
 */
export function CostTotals({
  items,
  shipping,
  total,
  coupon,
  giftCardAmount,
  money,
  totalTestId,
}: Props) {
  const couponCode = coupon?.code ?? "";
  return (
    <dl className="bsk-totals">
      <div className="bsk-totals__row">
        <dt>
          <Trans id="basket.itemsTotal">Items</Trans>
        </dt>
        <dd>{money(items)}</dd>
      </div>
      {coupon ? (
        <div className="bsk-totals__row" data-testid={`${totalTestId}-coupon`}>
          <dt>
            <Trans id="basket.couponReduction">Coupon {couponCode}</Trans>
          </dt>
          <dd>−{money(coupon.reduction)}</dd>
        </div>
      ) : null}
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
      {giftCardAmount ? (
        <>
          <div className="bsk-totals__row" data-testid={`${totalTestId}-gift-card`}>
            <dt>
              <Trans id="costs.giftCard">Gift card</Trans>
            </dt>
            <dd>−{money(giftCardAmount)}</dd>
          </div>
          <div className="bsk-totals__row bsk-totals__row--total">
            <dt>
              <Trans id="costs.stillToPay">Still to pay</Trans>
            </dt>
            <dd>{money(total - giftCardAmount)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
