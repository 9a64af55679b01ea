import { useEffect, useId, useRef, useState } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import {
  loadSlotRecommendations,
  pushToDataLayer,
  trackedItem,
  viewItemListEvent,
  type ProductTeaser,
  type ShopContext,
} from "@shop/shared";
import { shopFetch } from "@shop/shared/api-client";
import {
  ProductLinkPlaceholders,
  RecommendedProductLinks,
} from "../ui/RecommendedProductLinks.tsx";
import "./basket-recommendations.css";

interface Props {
  readonly shop: ShopContext;
  /** The reference key of the basket's newest line, which the recommendations are for. */
  readonly itemId: string | undefined;
}

const shownProducts = 6;
const imageSize = 160;

/**
 * The `basket` recommendation slot (catalogue spec point 3) below the basket: loaded in the
 * browser when it comes near the viewport (the basket is personal), shown as product links with
 * picture, name and price, and tracked as view_item_list once it is in view. Until then its
 * heading and the room of its links are there (issue 24: no layout shift when they arrive). A
 * failure or an empty slot shows nothing.
 */
export function BasketRecommendations({ shop, itemId }: Props) {
  const { _ } = useLingui();
  const headingId = useId();
  const region = useRef<HTMLDivElement>(null);
  // Undefined while loading.
  const [products, setProducts] = useState<readonly ProductTeaser[]>();
  const listName = _(msg({ id: "basket.recommendations", message: "Goes well with it" }));

  useEffect(() => {
    const element = region.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadSlotRecommendations("basket", {
          fetchApi: shopFetch,
          locale: shop.locale,
          ...(itemId ? { itemId } : {}),
        }).then((loaded) => {
          if (current) setProducts(loaded.slice(0, shownProducts));
        });
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [shop.locale, itemId]);

  useEffect(() => {
    const element = region.current;
    if (!element || !products?.length || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const items = products.map((product) =>
        trackedItem(product, { price: product.price }, shop.country),
      );
      pushToDataLayer(viewItemListEvent(shop.currency, items, { id: "basket", name: listName }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [products, listName, shop.country, shop.currency]);

  return (
    <div ref={region} className="bsk-basket__recommendations">
      {products === undefined || products.length > 0 ? (
        <section aria-labelledby={headingId} aria-busy={products === undefined}>
          <h2 id={headingId} className="bsk-basket__subtitle">
            {listName}
          </h2>
          {products ? (
            <RecommendedProductLinks
              shop={shop}
              products={products}
              imageSize={imageSize}
              withPrice
            />
          ) : (
            <ProductLinkPlaceholders count={shownProducts} />
          )}
        </section>
      ) : null}
    </div>
  );
}
