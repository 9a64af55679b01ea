import { useId } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import {
  formatPrice,
  productImageSizes,
  productImageSrcSet,
  productImageUrl,
  validProductImages,
  type ProductTeaser,
  type ShopContext,
} from "@shop/shared";
import type { BlockProps } from "./block-props.ts";
import { textField } from "./block-fields.ts";
import { useContentShop } from "./content-shop.ts";
import { productTeasersField } from "./product-teasers.ts";
import "./product-list.css";

/**
 * A product list (catalogue spec point 2; decision 0049): the catalogue's products the editor
 * chose by number, category or search, set on the block by the content API on the server, so
 * the first HTML holds every product and its link. `layout: slider` shows them in one row that
 * scrolls (by keyboard too: the row takes focus); otherwise a grid. Nothing without products.
 */
export function ProductListBlock({ block }: BlockProps) {
  const { _ } = useLingui();
  const shop = useContentShop();
  const headingId = useId();
  const products = productTeasersField(block);
  if (!shop || products.length === 0) return null;
  const headline = textField(block, "headline");
  const slider = block.layout === "slider";
  return (
    <section className="cms-product-list" aria-labelledby={headline ? headingId : undefined}>
      {headline ? (
        <h2 id={headingId} className="cms-product-list__headline">
          {headline}
        </h2>
      ) : null}
      <ul
        className={`cms-product-list__items cms-product-list__items--${slider ? "slider" : "grid"}`}
        {...(slider
          ? {
              tabIndex: 0,
              "aria-label": headline || _(msg({ id: "productList.label", message: "Products" })),
            }
          : {})}
      >
        {products.map((product) => (
          <li key={product.id} className="cms-product-list__item">
            <ProductListCard product={product} shop={shop} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const cardImageWidth = productImageSizes.card;

/** One product: its first image, brand, name and price, all one link to its page. */
function ProductListCard({ product, shop }: { product: ProductTeaser; shop: ShopContext }) {
  const [image] = validProductImages(product.images ?? []);
  const { withTax, currencyCode } = product.price;
  return (
    <a className="cms-product-card" href={`/${shop.language}/${product.seoPath}`}>
      {image ? (
        <img
          className="cms-product-card__image"
          src={productImageUrl(image.src, cardImageWidth)}
          srcSet={productImageSrcSet(image.src, cardImageWidth)}
          alt=""
          width={cardImageWidth}
          height={cardImageWidth}
          loading="lazy"
        />
      ) : null}
      <span className="cms-product-card__brand">{product.brand}</span>
      <span className="cms-product-card__name">{product.name}</span>
      <span className="cms-product-card__price">
        {formatPrice(withTax, currencyCode, shop.locale)}
      </span>
    </a>
  );
}
