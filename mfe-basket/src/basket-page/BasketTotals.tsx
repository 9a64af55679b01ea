import { Trans } from "@lingui/react/macro";
import { formatPrice, type Basket, type Locale } from "@shop/shared";

interface Props {
  readonly basket: Basket;
  readonly locale: Locale;
}

/**
 * Items, the coupon's reduction, shipping, total, the total without tax, and payback points
 * where the shop has payback.
 */
export function BasketTotals({ basket, locale }: Props) {
  const { cost } = basket;
  const money = (cents: number) => formatPrice(cents, cost.currencyCode, locale);
  const points = basket.paybackPoints;
  const couponCode = basket.coupon?.code ?? "";
  return (
    <dl className="bsk-totals" data-testid="basket-totals">
      <div className="bsk-totals__row">
        <dt>
          <Trans id="basket.itemsTotal">Items</Trans>
        </dt>
        <dd>{money(cost.withTax)}</dd>
      </div>
      {basket.coupon && cost.couponReduction > 0 ? (
        <div className="bsk-totals__row" data-testid="basket-coupon-reduction">
          <dt>
            <Trans id="basket.couponReduction">Coupon {couponCode}</Trans>
          </dt>
          <dd>−{money(cost.couponReduction)}</dd>
        </div>
      ) : null}
      <div className="bsk-totals__row">
        <dt>
          <Trans id="basket.shipping">Shipping</Trans>{" "}
          <span className="bsk-totals__label">({cost.shipping.label})</span>
        </dt>
        <dd>
          {cost.shipping.cost === 0 ? (
            <Trans id="basket.shippingFree">Free</Trans>
          ) : (
            money(cost.shipping.cost)
          )}
        </dd>
      </div>
      <div className="bsk-totals__row bsk-totals__row--total">
        <dt>
          <Trans id="basket.total">Total</Trans>
        </dt>
        <dd data-testid="basket-total">{money(cost.total)}</dd>
      </div>
      <div className="bsk-totals__row bsk-totals__row--minor">
        <dt>
          <Trans id="basket.withoutTax">Items without VAT</Trans>
        </dt>
        <dd>{money(cost.withoutTax)}</dd>
      </div>
      {points !== null ? (
        <div className="bsk-totals__row bsk-totals__row--minor">
          <dt>
            <Trans id="basket.paybackPoints">PAYBACK points</Trans>
          </dt>
          <dd>{points}</dd>
        </div>
      ) : null}
    </dl>
  );
}
