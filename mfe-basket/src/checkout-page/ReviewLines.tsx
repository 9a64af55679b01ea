import { Trans } from "@lingui/react/macro";
import { formatPrice, type Basket, type ShopContext } from "@shop/shared";
import { CostTotals } from "../ui/CostTotals.tsx";

/**
 * The basket's lines and costs as the order will be placed: items, the coupon's reduction,
 * shipping, total, and what a gift card pays of it.
 */
export function ReviewLines({
  basket,
  shop,
  giftCardAmount,
}: {
  readonly basket: Basket;
  readonly shop: ShopContext;
  /** What a gift card pays of the total, if one does. */
  readonly giftCardAmount?: number | undefined;
}) {
  const money = (cents: number) => formatPrice(cents, basket.cost.currencyCode, shop.locale);
  return (
    <div className="bsk-checkout__lines">
      <h3 className="bsk-checkout__label">
        <Trans id="checkout.orderSummary">Your order</Trans>
      </h3>
      <ul className="bsk-thanks__lines" data-testid="review-lines">
        {basket.items.map((item) => (
          <li key={item.key} className="bsk-thanks__line">
            <span>{`${item.quantity} × ${item.product.name}`}</span>
            <span>{money(item.price.total)}</span>
          </li>
        ))}
      </ul>
      <CostTotals
        items={basket.cost.withTax}
        shipping={basket.cost.shipping.cost}
        total={basket.cost.total}
        coupon={
          basket.coupon && basket.cost.couponReduction > 0
            ? { code: basket.coupon.code, reduction: basket.cost.couponReduction }
            : null
        }
        giftCardAmount={giftCardAmount}
        money={money}
        totalTestId="review-total"
      />
    </div>
  );
}
