import { formatPrice, productImageUrl, type ProductTeaser, type ShopContext } from "@shop/shared";
import "../add-to-cart-layer/add-to-cart-layer.css";

interface Props {
  readonly shop: ShopContext;
  readonly products: readonly ProductTeaser[];
  /** Edge length of each picture in CSS pixels. */
  readonly imageSize: number;
  /** Shows each product's price under its name. */
  readonly withPrice?: boolean;
}

/** Recommended products as a list of links with picture and name (the basket's slots). */
export function RecommendedProductLinks({ shop, products, imageSize, withPrice = false }: Props) {
  return (
    <ul className="bsk-layer__products">
      {products.map((product) => {
        const image = product.images?.[0];
        return (
          <li key={product.id}>
            <a className="bsk-layer__product" href={`/${shop.language}/${product.seoPath}`}>
              {image ? (
                <img
                  src={productImageUrl(image.src, imageSize)}
                  width={imageSize}
                  height={imageSize}
                  alt=""
                  loading="lazy"
                />
              ) : null}
              <span className="bsk-layer__product-name">{product.name}</span>
              {withPrice ? (
                <span>
                  {formatPrice(product.price.withTax, product.price.currencyCode, shop.locale)}
                </span>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The room `count` product links with price will take, shown while they load: the same grid,
 * square pictures and two lines of name, so nothing below moves when they arrive.
 */
export function ProductLinkPlaceholders({ count }: { readonly count: number }) {
  return (
    <ul className="bsk-layer__products" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <span className="bsk-layer__product">
            <span className="bsk-layer__placeholder-image" />
            <span className="bsk-layer__product-name">&nbsp;</span>
            <span>&nbsp;</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
