import { useId, useRef } from "react";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import type { ProductTeaser, ShopContext, TrackedList } from "@shop/shared";
import { ProductCard } from "../product-card/ProductCard.tsx";
import { useListViewTracking } from "../product-card/use-list-view-tracking.ts";
import { useSlider } from "./use-slider.ts";
import "./recommendation-slider.css";

export interface ProductSliderProps {
  readonly products: readonly ProductTeaser[];
  /** The heading, which also names the list the slider is tracked as. */
  readonly list: TrackedList;
  readonly shop: ShopContext;
  /** Moves on by itself every 3 s until the shopper interacts. */
  readonly autoplay: boolean;
  /** The shop offers a wishlist (its config), so the cards show hearts. */
  readonly wishlistOffered: boolean;
}

/**
 * The catalogue's product slider (catalogue spec point 9): 2 / 3.1 / 4.3 / 6.2 cards per view at
 * sm / md / lg / xl, gaps 8 then 12, a scroll-snap row with previous and next buttons that loops
 * only below md; no movement with reduced motion. Tracked as view_item_list when it comes into
 * view. Without products it shows nothing.
 */
export function ProductSlider({
  products,
  list,
  shop,
  autoplay,
  wishlistOffered,
}: ProductSliderProps) {
  const { _ } = useLingui();
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const slider = useSlider(track, autoplay);
  useListViewTracking(section, products, list, shop);

  if (products.length === 0) return null;
  return (
    <section
      ref={section}
      className="cat-slider"
      aria-labelledby={titleId}
      {...slider.sectionHandlers}
    >
      <div className="cat-slider__head">
        <h2 id={titleId} className="cat-slider__title">
          {list.name}
        </h2>
        <div className="cat-slider__controls">
          {slider.autoplaying ? (
            <button type="button" className="cat-slider__button" onClick={slider.stopAutoplay}>
              <Trans id="slider.pause">Pause</Trans>
            </button>
          ) : null}
          <button
            type="button"
            className="cat-slider__button"
            onClick={() => slider.go(-1)}
            disabled={!slider.canGoBack}
            aria-label={_(msg({ id: "slider.previous", message: "Previous products" }))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="cat-slider__button"
            onClick={() => slider.go(1)}
            disabled={!slider.canGoOn}
            aria-label={_(msg({ id: "slider.next", message: "Next products" }))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      </div>
      <ul
        ref={track}
        className={`cat-slider__track${slider.fading ? " cat-slider__track--fade" : ""}`}
      >
        {products.map((product, index) => (
          <li key={product.id} className="cat-slider__slide">
            <ProductCard
              product={product}
              shop={shop}
              form="slider"
              position={index + 1}
              list={list}
              wishlistOffered={wishlistOffered}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
