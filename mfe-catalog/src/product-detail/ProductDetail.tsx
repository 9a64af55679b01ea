import { Trans } from "@lingui/react/macro";
import { addToBasket } from "../basket/add-to-basket.ts";
import { formatPrice, type Product } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import "./product-detail.css";

export interface ProductDetailState {
  readonly product: Product;
}

/** The product page's main part: name, brand, price and add to basket (the full page grows here). */
export function ProductDetail({ state, shop }: FragmentProps<ProductDetailState>) {
  const { product } = state;
  const variant = product.variants[0];
  return (
    <article className="cat-pdp">
      <p className="cat-pdp__brand">{product.brand}</p>
      <h1 className="cat-pdp__name">{product.name}</h1>
      {variant ? (
        <>
          <p className="cat-pdp__price">
            {formatPrice(variant.price.withTax, variant.price.currencyCode, shop.locale)}
          </p>
          <button
            type="button"
            className="shop-button cat-pdp__add"
            onClick={() => addToBasket(variant.id, product.name)}
          >
            <Trans id="product.addToBasket">Add to basket</Trans>
          </button>
        </>
      ) : null}
    </article>
  );
}
