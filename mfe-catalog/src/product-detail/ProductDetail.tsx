import { Trans } from "@lingui/react/macro";
import { addToBasket } from "../basket/add-to-basket.ts";
import { formatPrice, type ProductTeaser } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import "./product-detail.css";

export interface ProductDetailState {
  readonly product: ProductTeaser;
}

/** The product page's main part: name, brand, price and add to basket (the full page grows here). */
export function ProductDetail({ state, shop }: FragmentProps<ProductDetailState>) {
  const { product } = state;
  return (
    <article className="cat-pdp">
      <p className="cat-pdp__brand">{product.brand}</p>
      <h1 className="cat-pdp__name">{product.name}</h1>
      <p className="cat-pdp__price">
        {formatPrice(product.price.withTax, product.price.currencyCode, shop.locale)}
      </p>
      <button
        type="button"
        className="shop-button cat-pdp__add"
        onClick={() => addToBasket(product)}
      >
        <Trans id="product.addToBasket">Add to basket</Trans>
      </button>
    </article>
  );
}
