import { Trans } from "@lingui/react/macro";
import { formatPrice, type Basket, type Locale } from "@shop/shared";
import { ShippingCostDialog } from "./ShippingCostDialog.tsx";
import { ShippingProgressBar } from "./ShippingProgressBar.tsx";

interface Props {
  readonly basket: Basket;
  readonly locale: Locale;
}

/**
 * The progress towards the next cheaper shipping condition, usually free shipping
 * (`basket.cost.shipping.next` and `remaining`, issue 8 point 2), or the note that it is reached.
 */
export function ShippingProgress({ basket, locale }: Props) {
  const { shipping, currencyCode, withTax } = basket.cost;
  const next = shipping.next;
  if (!next) {
    if (shipping.cost !== 0) {
      return (
        <div className="bsk-shipping">
          <ShippingCostDialog basket={basket} locale={locale} />
        </div>
      );
    }
    return (
      <div className="bsk-shipping">
        <p className="bsk-shipping--reached">
          <Trans id="basket.freeShippingReached">Your order ships free of charge.</Trans>
        </p>
        <ShippingCostDialog basket={basket} locale={locale} />
      </div>
    );
  }
  const remaining = formatPrice(shipping.remaining, currencyCode, locale);
  const label = next.label;
  return (
    <div className="bsk-shipping">
      <p className="bsk-shipping__text" data-testid="shipping-progress">
        <Trans id="basket.shippingRemaining">
          Only {remaining} more for {label}.
        </Trans>
      </p>
      <ShippingProgressBar orderValue={withTax} target={next.from} />
      <ShippingCostDialog basket={basket} locale={locale} />
    </div>
  );
}
