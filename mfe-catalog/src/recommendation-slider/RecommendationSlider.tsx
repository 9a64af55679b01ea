import { Trans } from "@lingui/react/macro";
import type { FragmentProps } from "@shop/shared/ui";
import type { ProductTeaser } from "@shop/shared";
import { ProductCard } from "./ProductCard.tsx";
import "./recommendation-slider.css";

export interface RecommendationSliderState {
  readonly products: readonly ProductTeaser[];
}

/** A horizontal, scroll-snapping row of product cards (the recommendation slider). */
export function RecommendationSlider({ state, shop }: FragmentProps<RecommendationSliderState>) {
  if (state.products.length === 0) return null;
  return (
    <section className="cat-slider" aria-labelledby="cat-slider-title">
      <h2 id="cat-slider-title" className="cat-slider__title">
        <Trans id="recommendations.bestsellers">Our bestsellers</Trans>
      </h2>
      <ul className="cat-slider__track">
        {state.products.map((product) => (
          <li key={product.id} className="cat-slider__slide">
            <ProductCard product={product} shop={shop} />
          </li>
        ))}
      </ul>
    </section>
  );
}
