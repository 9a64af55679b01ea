import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { loadSlotRecommendations, type ProductTeaser, type ShopContext } from "@shop/shared";
import { shopFetch } from "@shop/shared/api-client";
import { RecommendedProductLinks } from "../ui/RecommendedProductLinks.tsx";

interface Props {
  readonly shop: ShopContext;
  /** The product just added, which the recommendations are for. */
  readonly itemId: string | undefined;
}

/** Shown at most; the layer is narrow. */
const shownProducts = 6;
const imageSize = 120;

/**
 * The add_to_cart_layer recommendation slot (catalogue spec point 3) as simple product links.
 * Loads when the layer opens; a failure or an empty slot shows nothing.
 */
export function LayerRecommendations({ shop, itemId }: Props) {
  const headingId = useId();
  const [products, setProducts] = useState<readonly ProductTeaser[]>([]);
  useEffect(() => {
    let current = true;
    void loadSlotRecommendations("add_to_cart_layer", {
      fetchApi: shopFetch,
      locale: shop.locale,
      ...(itemId ? { itemId } : {}),
    }).then((loaded) => {
      if (current) setProducts(loaded.slice(0, shownProducts));
    });
    return () => {
      current = false;
    };
  }, [shop.locale, itemId]);
  if (products.length === 0) return null;
  return (
    <section className="bsk-layer__recommendations" aria-labelledby={headingId}>
      <h3 id={headingId} className="bsk-layer__subtitle">
        <Trans id="basket.layerRecommendations">You might also like</Trans>
      </h3>
      <RecommendedProductLinks shop={shop} products={products} imageSize={imageSize} />
    </section>
  );
}
