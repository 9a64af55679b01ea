import { Trans } from "@lingui/react/macro";
import { formatPrice, type Locale, type OrderResponse } from "@shop/shared";

/**
 * What the order cost: items, the coupon's reduction, shipping, total with tax, what a gift card
 * paid and the rest, and the amount without tax.
 */
export function OrderCosts({ order, locale }: { order: OrderResponse; locale: Locale }) {
  const { cost, coupon, giftCard } = order;
  const couponCode = coupon?.code ?? "";
  const money = (cents: number) => formatPrice(cents, cost.currencyCode, locale);
  return (
    <dl className="bsk-orders__costs">
      <dt>
        <Trans id="orders.items">Items</Trans>
      </dt>
      <dd>{money(cost.items)}</dd>
      {coupon ? (
        <>
          <dt>
            <Trans id="basket.couponReduction">Coupon {couponCode}</Trans>
          </dt>
          <dd data-testid="order-coupon">−{money(coupon.reduction)}</dd>
        </>
      ) : null}
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
      {giftCard ? (
        <>
          <dt>
            <Trans id="costs.giftCard">Gift card</Trans>
          </dt>
          <dd data-testid="order-gift-card">−{money(giftCard.amount)}</dd>
          <dt>
            <Trans id="costs.stillToPay">Still to pay</Trans>
          </dt>
          <dd>{money(cost.total - giftCard.amount)}</dd>
        </>
      ) : null}
      <dt>
        <Trans id="orders.withoutTax">Without VAT</Trans>
      </dt>
      <dd>{money(cost.withoutTax)}</dd>
    </dl>
  );
}
