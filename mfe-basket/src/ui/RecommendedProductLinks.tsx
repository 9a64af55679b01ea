import { productImageUrl, type ProductTeaser, type ShopContext } from "@shop/shared";
import "../add-to-cart-layer/add-to-cart-layer.css";

interface Props {
  readonly shop: ShopContext;
  readonly products: readonly ProductTeaser[];
  /** Edge length of each picture in CSS pixels. */
  readonly imageSize: number;
}

/** Recommended products as a list of links with picture and name (the add-to-cart layer's slot). */
export function RecommendedProductLinks({ shop, products, imageSize }: Props) {
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
            </a>
          </li>
        );
      })}
    </ul>
  );
}
