import { Trans } from "@lingui/react/macro";
import { formatPrice, isReducedPrice, type BasketItem, type Locale } from "@shop/shared";

interface Props {
  readonly item: BasketItem;
  readonly locale: Locale;
}

/**
 * A line's unit and total price; the reference (recommended retail) price is struck through
 * only when the unit price is at most 96 % of it (core spec point 9, `isReducedPrice`).
 */
export function LinePrice({ item, locale }: Props) {
  const currency = item.variant.price.currencyCode;
  const reduced = isReducedPrice(item.price.unit, item.price.reference);
  const unit = formatPrice(item.price.unit, currency, locale);
  return (
    <div className="bsk-line-price">
      <p className="bsk-line-price__total" data-testid="line-total">
        {formatPrice(item.price.total, currency, locale)}
      </p>
      <p className="bsk-line-price__unit">
        {reduced && item.price.reference !== null ? (
          <>
            <s className="bsk-line-price__reference">
              <span className="shop-visually-hidden">
                <Trans id="basket.formerPrice">Former price</Trans>{" "}
              </span>
              {formatPrice(item.price.reference, currency, locale)}
            </s>{" "}
          </>
        ) : null}
        <Trans id="basket.unitPrice">{unit} each</Trans>
      </p>
    </div>
  );
}
