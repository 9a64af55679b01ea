import { Trans } from "@lingui/react/macro";
import { formatPrice, nextScale, type BasketItem, type Locale } from "@shop/shared";

interface Props {
  readonly item: BasketItem;
  readonly locale: Locale;
}

/** "From 3 pieces: 9,00 € each": the next price scale the line could reach (core spec point 9). */
export function ScaleHint({ item, locale }: Props) {
  const scale = nextScale(item.quantity, item.variant.priceScale);
  if (!scale || scale.amount > item.availableQuantity) return null;
  const amount = scale.amount;
  const price = formatPrice(scale.price, item.variant.price.currencyCode, locale);
  return (
    <p className="bsk-line__hint">
      <Trans id="basket.scaleHint">
        From {amount} pieces: {price} each
      </Trans>
    </p>
  );
}
