import { Trans } from "@lingui/react/macro";
import { formatPrice, type PriceOptions, type ShopContext } from "@shop/shared";

interface Props {
  readonly options: PriceOptions;
  readonly shop: ShopContext;
  /** Lowest and highest price, shown as a range with 0 decimals (catalogue spec point 9). */
  readonly range?: { readonly min: number; readonly max: number } | null;
  readonly className?: string;
}

/**
 * A price block (catalogue spec points 3 and 5): the price ("from" when the variants differ),
 * the crossed-out reference price only when reduced (≤ 96 %), the unit price with its displayed
 * unit, and an optional price range without decimals.
 */
export function ProductPrice({ options, shop, range, className }: Props) {
  const money = (cents: number, decimals: 0 | 2 = 2) =>
    formatPrice(cents, options.currencyCode, shop.locale, decimals);
  const price = money(options.price);
  const reference = options.referencePrice === null ? null : money(options.referencePrice);
  const unitPrice = options.unitPrice ? money(options.unitPrice.price) : null;
  const unit = options.unitPrice?.unit ?? "";
  return (
    <div className={`cat-price ${className ?? ""}`}>
      <p className={`cat-price__now${reference ? " cat-price__now--reduced" : ""}`}>
        {options.hasDifferentPrice ? <Trans id="product.priceFrom">from {price}</Trans> : price}
      </p>
      {reference ? (
        <p className="cat-price__was">
          <Trans id="product.priceWas">
            instead of <s>{reference}</s>
          </Trans>
        </p>
      ) : null}
      {unitPrice ? (
        <p className="cat-price__unit">
          <Trans id="product.unitPrice">
            {unitPrice} per {unit}
          </Trans>
        </p>
      ) : null}
      {range ? (
        <p className="cat-price__range">
          {money(range.min, 0)} – {money(range.max, 0)}
        </p>
      ) : null}
      <p className="cat-price__tax">
        <Trans id="product.taxIncluded">incl. VAT, plus shipping</Trans>
      </p>
    </div>
  );
}
