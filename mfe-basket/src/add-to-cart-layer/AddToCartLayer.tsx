import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { formatPrice, pathFor, type ShopContext } from "@shop/shared";
import { Dialog } from "@shop/shared/ui";
import type { LayerContent } from "../mini-basket/useAddItemCommand.ts";
import { LineImage } from "../line-card/LineImage.tsx";
import { LayerRecommendations } from "./LayerRecommendations.tsx";
import "../ui/buttons.css";
import "./add-to-cart-layer.css";

interface Props {
  readonly layer: LayerContent;
  readonly shop: ShopContext;
  readonly onClose: () => void;
}

/**
 * The add-to-cart layer (catalogue spec points 4 and 7): a dialog in its success or error state,
 * 'go on shopping' (closes) and 'go to basket', and the add_to_cart_layer recommendations.
 */
export default function AddToCartLayer({ layer, shop, onClose }: Props) {
  const { _ } = useLingui();
  const { productName } = layer;
  const title =
    layer.kind === "error" ? (
      <Trans id="basket.addToCartFailed">{productName} could not be added to your basket.</Trans>
    ) : layer.gift ? (
      <Trans id="basket.addToCartGift">Your gift {productName} was added to your basket.</Trans>
    ) : (
      <Trans id="basket.addedToCart">{productName} was added to your basket.</Trans>
    );
  const line = layer.kind === "success" ? layer.line : undefined;
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      placement="right"
      className={`bsk-layer bsk-layer--${layer.kind}`}
      closeLabel={_(msg({ id: "dialog.close", message: "Close" }))}
      footer={
        <div className="bsk-layer__actions">
          <button type="button" className="bsk-button bsk-button--secondary" onClick={onClose}>
            <Trans id="basket.goOnShopping">Go on shopping</Trans>
          </button>
          <a className="bsk-button bsk-button--primary" href={pathFor("basket", shop.language)}>
            <Trans id="basket.goToBasket">Go to basket</Trans>
          </a>
        </div>
      }
    >
      {line ? (
        <div className="bsk-layer__line">
          <LineImage product={line.product} size={96} />
          <div>
            <p className="bsk-layer__name">{line.product.name}</p>
            {line.variant.label ? <p className="bsk-layer__variant">{line.variant.label}</p> : null}
            <p className="bsk-layer__price">
              {formatPrice(line.price.unit, line.variant.price.currencyCode, shop.locale)}
            </p>
          </div>
        </div>
      ) : null}
      {layer.kind === "error" ? (
        <p className="bsk-layer__error">
          <Trans id="basket.addToCartFailedHint">Please try again in a moment.</Trans>
        </p>
      ) : null}
      <LayerRecommendations shop={shop} itemId={line?.product.referenceKey} />
    </Dialog>
  );
}
