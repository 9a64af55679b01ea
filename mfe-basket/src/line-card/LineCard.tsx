import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { BasketItem, ShopContext } from "@shop/shared";
import { lineProductHref, regulatedNoticeHref } from "../lines/line-links.ts";
import { LineImage } from "./LineImage.tsx";
import { LinePrice } from "./LinePrice.tsx";
import { QuantityControl } from "./QuantityControl.tsx";
import { ScaleHint } from "./ScaleHint.tsx";
import "../ui/buttons.css";
import "./line-card.css";

interface Props {
  readonly item: BasketItem;
  readonly shop: ShopContext;
  /** The card of order views (core spec point 6): no quantity controls, no remove. */
  readonly readOnly?: boolean;
  /** A change of this line is on its way. */
  readonly busy?: boolean;
  readonly onQuantity?: (item: BasketItem, quantity: number) => void;
  readonly onRemove?: (item: BasketItem) => void;
}

const imageSize = 120;

/**
 * A basket line card (core spec point 2): image or basket.noImage, the product link (SEO path or
 * `/p/{reference}/`, with `variant`), variant, customisation, price, and on the basket the
 * quantity controls, remove and the scale hint; the regulated-product notice link in country de.
 * Order views pass `readOnly` and get the same card without edit controls.
 */
export function LineCard({
  item,
  shop,
  readOnly = false,
  busy = false,
  onQuantity,
  onRemove,
}: Props) {
  const { _ } = useLingui();
  const { product, variant } = item;
  const href = lineProductHref(product, variant, shop.language);
  const notice = regulatedNoticeHref(product, shop.country, shop.language);
  const texts = Object.values(item.customData.customText ?? {}).filter((text) => text.trim());
  const customisation = texts.join(" / ");
  const productName = product.name;
  const quantity = item.quantity;
  const edit = !readOnly && onQuantity && onRemove ? { onQuantity, onRemove } : undefined;
  return (
    <article className="bsk-line" data-testid="basket-line" aria-busy={busy}>
      <a className="bsk-line__image" href={href} tabIndex={-1} aria-hidden="true">
        <LineImage product={product} size={imageSize} />
      </a>
      <div className="bsk-line__details">
        <h3 className="bsk-line__name">
          <a className="bsk-line__link" href={href}>
            {product.name}
          </a>
        </h3>
        <p className="bsk-line__brand">{product.brand}</p>
        {variant.label ? <p className="bsk-line__variant">{variant.label}</p> : null}
        {texts.length > 0 ? (
          <p className="bsk-line__custom">
            <Trans id="basket.customText">Personalised: {customisation}</Trans>
          </p>
        ) : null}
        {item.promotion ? <p className="bsk-line__promotion">{item.promotion.label}</p> : null}
        {edit ? <ScaleHint item={item} locale={shop.locale} /> : null}
        {notice ? (
          <p className="bsk-line__notice">
            <a className="bsk-link" href={notice}>
              <Trans id="basket.regulatedProductNotice">Report a product safety concern</Trans>
            </a>
          </p>
        ) : null}
      </div>
      <div className="bsk-line__actions">
        {edit ? (
          <>
            <QuantityControl
              quantity={quantity}
              availableQuantity={item.availableQuantity}
              productName={product.name}
              busy={busy}
              onChange={(next) => edit.onQuantity(item, next)}
            />
            <button
              type="button"
              className="bsk-link bsk-line__remove"
              disabled={busy}
              aria-label={_(msg({ id: "basket.removeItem", message: `Remove ${productName}` }))}
              onClick={() => edit.onRemove(item)}
            >
              <Trans id="basket.remove">Remove</Trans>
            </button>
          </>
        ) : (
          <p className="bsk-line__quantity">
            <Trans id="basket.quantity">Quantity: {quantity}</Trans>
          </p>
        )}
        <LinePrice item={item} locale={shop.locale} />
      </div>
    </article>
  );
}
