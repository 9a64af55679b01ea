import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { formatPrice, isReducedPrice, type ShopContext, type WishlistItem } from "@shop/shared";
import { LineImage } from "../line-card/LineImage.tsx";
import { lineProductHref } from "../lines/line-links.ts";
import { WishlistMoreInfo } from "./WishlistMoreInfo.tsx";

interface Props {
  readonly item: WishlistItem;
  readonly shop: ShopContext;
  readonly busy: boolean;
  readonly onMove: (item: WishlistItem) => void;
  readonly onRemove: (item: WishlistItem) => void;
}

/** A wishlist line: image, product link, variant, price; move to basket, more info and remove. */
export function WishlistLine({ item, shop, busy, onMove, onRemove }: Props) {
  const { _ } = useLingui();
  const { product, variant } = item;
  const href = lineProductHref(product, variant, shop.language);
  const price = variant.price;
  const reference = price.recommendedRetailPrice;
  const name = product.name;
  return (
    <article className="bsk-line bsk-wish" data-testid="wishlist-line" aria-busy={busy}>
      <a className="bsk-line__image" href={href} tabIndex={-1} aria-hidden="true">
        <LineImage product={product} size={120} />
      </a>
      <div className="bsk-line__details">
        <h2 className="bsk-line__name">
          <a className="bsk-line__link" href={href}>
            {name}
          </a>
        </h2>
        <p className="bsk-line__brand">{product.brand}</p>
        {variant.label ? <p className="bsk-line__variant">{variant.label}</p> : null}
        <p className="bsk-wish__price">
          {isReducedPrice(price.withTax, reference) && reference ? (
            <>
              <s className="bsk-line-price__reference">
                <span className="shop-visually-hidden">
                  <Trans id="basket.formerPrice">Former price</Trans>{" "}
                </span>
                {formatPrice(reference, price.currencyCode, shop.locale)}
              </s>{" "}
            </>
          ) : null}
          {formatPrice(price.withTax, price.currencyCode, shop.locale)}
        </p>
      </div>
      <div className="bsk-line__actions">
        <button
          type="button"
          className="bsk-button bsk-button--primary"
          disabled={busy}
          aria-label={_(
            msg({ id: "wishlist.moveToBasketLabel", message: `Move ${name} to the basket` }),
          )}
          onClick={() => onMove(item)}
        >
          <Trans id="wishlist.moveToBasket">Move to basket</Trans>
        </button>
        <WishlistMoreInfo item={item} shop={shop} busy={busy} onMove={onMove} />
        <button
          type="button"
          className="bsk-link"
          disabled={busy}
          aria-label={_(
            msg({ id: "wishlist.removeItem", message: `Remove ${name} from the wishlist` }),
          )}
          onClick={() => onRemove(item)}
        >
          <Trans id="basket.remove">Remove</Trans>
        </button>
      </div>
    </article>
  );
}
