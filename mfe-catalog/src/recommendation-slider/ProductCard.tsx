import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { addToBasket } from "../basket/add-to-basket.ts";
import { formatPrice, type ProductTeaser, type ShopContext } from "@shop/shared";

interface Props {
  readonly product: ProductTeaser;
  readonly shop: ShopContext;
}

/** The slider form of the product card: name, price and add to basket (first variant, quantity 1). */
export function ProductCard({ product, shop }: Props) {
  const { _ } = useLingui();
  const { name } = product;
  return (
    <article className="cat-card">
      <p className="cat-card__brand">{product.brand}</p>
      <h3 className="cat-card__name">
        <a href={`/${shop.language}/${product.seoPath}`}>{product.name}</a>
      </h3>
      <p className="cat-card__price">
        {formatPrice(product.price.withTax, product.price.currencyCode, shop.locale)}
      </p>
      <button
        type="button"
        className="shop-button"
        onClick={() => addToBasket(product.firstVariantId, product.name)}
        aria-label={_(msg({ id: "product.addToBasketNamed", message: `Add ${name} to basket` }))}
      >
        <Trans id="product.addToBasket">Add to basket</Trans>
      </button>
    </article>
  );
}
