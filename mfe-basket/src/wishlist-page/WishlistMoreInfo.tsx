import { useState } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { formatPrice, type ShopContext, type WishlistItem } from "@shop/shared";
import { Dialog } from "@shop/shared/ui";
import { LineImage } from "../line-card/LineImage.tsx";
import { lineProductHref } from "../lines/line-links.ts";
import "../add-to-cart-layer/add-to-cart-layer.css";
import "./wishlist-more-info.css";

interface Props {
  readonly item: WishlistItem;
  readonly shop: ShopContext;
  readonly busy: boolean;
  readonly onMove: (item: WishlistItem) => void;
}

/**
 * The wishlist's more-info dialog (catalogue spec point 7, "wishlist more-info and
 * add-to-cart"): a line's product larger, with brand, version, price and categories, its product
 * page, and move to basket, which closes the dialog and opens the add-to-cart layer. A bottom
 * sheet on phones, a side panel from md.
 */
export function WishlistMoreInfo({ item, shop, busy, onMove }: Props) {
  const { _ } = useLingui();
  const [open, setOpen] = useState(false);
  const { product, variant } = item;
  const name = product.name;
  return (
    <>
      <button
        type="button"
        className="bsk-link"
        aria-haspopup="dialog"
        aria-label={_(
          msg({ id: "wishlist.moreInfoLabel", message: `More information on ${name}` }),
        )}
        onClick={() => setOpen(true)}
      >
        <Trans id="wishlist.moreInfo">More information</Trans>
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={name}
        placement="right"
        className="bsk-wish-info"
        closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
        footer={
          <div className="bsk-layer__actions">
            <a
              className="bsk-button bsk-button--secondary"
              href={lineProductHref(product, variant, shop.language)}
            >
              <Trans id="wishlist.productPage">Go to the product page</Trans>
            </a>
            <button
              type="button"
              className="bsk-button bsk-button--primary"
              disabled={busy}
              onClick={() => {
                setOpen(false);
                onMove(item);
              }}
            >
              <Trans id="wishlist.moveToBasket">Move to basket</Trans>
            </button>
          </div>
        }
      >
        <div className="bsk-layer__line">
          <LineImage product={product} size={240} />
          <dl className="bsk-wish-info__facts">
            <dt>
              <Trans id="wishlist.brand">Brand</Trans>
            </dt>
            <dd>{product.subbrand ? `${product.brand} / ${product.subbrand}` : product.brand}</dd>
            {variant.label ? (
              <>
                <dt>
                  <Trans id="wishlist.version">Version</Trans>
                </dt>
                <dd>{variant.label}</dd>
              </>
            ) : null}
            <dt>
              <Trans id="wishlist.price">Price</Trans>
            </dt>
            <dd>{formatPrice(variant.price.withTax, variant.price.currencyCode, shop.locale)}</dd>
            {product.categories.length > 0 ? (
              <>
                <dt>
                  <Trans id="wishlist.category">Category</Trans>
                </dt>
                <dd>{product.categories.join(" › ")}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </Dialog>
    </>
  );
}
