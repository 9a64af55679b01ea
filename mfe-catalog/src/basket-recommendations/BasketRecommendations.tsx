import { useId, useMemo, useRef } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { formatPrice, productImageUrl, type ProductTeaser } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { useListViewTracking } from "../product-card/use-list-view-tracking.ts";
import { useNewestLineProducts } from "./use-newest-line-products.ts";
import "./basket-recommendations.css";

export interface BasketRecommendationsState {
  readonly products: readonly ProductTeaser[];
  /** The product they are for: the basket's newest line, null for an empty basket. */
  readonly itemId: string | null;
  /** The list is on the first screen (an empty basket), so its first pictures load at once. */
  readonly firstScreen: boolean;
}

/** Edge length of each picture in CSS pixels. */
const imageSize = 160;
/** Pictures loaded at once on the first screen: the first row on a phone (two or three). */
const eagerPictures = 3;
/** Of those, the ones loaded at high priority: the page's largest content on a phone. */
const urgentPictures = 2;

/**
 * The basket page's `basket` recommendation slot (catalogue spec point 3; decision 0056): the
 * catalogue's products as links with picture, name and price, in the basket's slot from the first
 * HTML, tracked as view_item_list (`basket`) once in view, loaded again when the basket's newest
 * line changes. Without products it shows nothing.
 */
export function BasketRecommendations({ state, shop }: FragmentProps<BasketRecommendationsState>) {
  const { _ } = useLingui();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const products = useNewestLineProducts(state.products, state.itemId, shop.locale);
  const name = _(msg({ id: "recommendations.basket", message: "Goes well with it" }));
  const list = useMemo(() => ({ id: "basket", name }), [name]);
  useListViewTracking(section, products, list, shop);
  if (products.length === 0) return null;
  return (
    <section ref={section} className="cat-basket-recommendations" aria-labelledby={headingId}>
      <h2 id={headingId} className="cat-basket-recommendations__title">
        {name}
      </h2>
      <ul className="cat-basket-recommendations__products">
        {products.map((product, index) => {
          const image = product.images?.[0];
          const eager = state.firstScreen && index < eagerPictures;
          return (
            <li key={product.id}>
              <a
                className="cat-basket-recommendations__product"
                href={`/${shop.language}/${product.seoPath}`}
              >
                {image ? (
                  <img
                    src={productImageUrl(image.src, imageSize)}
                    width={imageSize}
                    height={imageSize}
                    alt=""
                    loading={eager ? "eager" : "lazy"}
                    {...(eager && index < urgentPictures ? { fetchPriority: "high" as const } : {})}
                  />
                ) : (
                  <span className="cat-basket-recommendations__no-image" />
                )}
                <span className="cat-basket-recommendations__name">{product.name}</span>
                <span>
                  {formatPrice(product.price.withTax, product.price.currencyCode, shop.locale)}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
