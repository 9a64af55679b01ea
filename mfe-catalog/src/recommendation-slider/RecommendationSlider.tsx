import { useLingui } from "@lingui/react";
import type { FragmentProps } from "@shop/shared/ui";
import type { ProductTeaser } from "@shop/shared";
import { ProductSlider } from "./ProductSlider.tsx";
import { slotTitles, type SliderSlot } from "./slot-titles.ts";

export interface RecommendationSliderState {
  readonly products: readonly ProductTeaser[];
  /** The slot the products come from (its heading; tracked as the list id). */
  readonly slot: SliderSlot;
  /** Moves on by itself every 3 s until the shopper interacts (off for recommendations). */
  readonly autoplay?: boolean;
  /** The shop offers a wishlist (its config), so the cards show hearts. */
  readonly wishlistOffered: boolean;
}

/**
 * A recommendation slot as the product slider (catalogue spec point 9), headed by the slot's
 * title. Without products (any failure) the slot shows nothing.
 */
export function RecommendationSlider({ state, shop }: FragmentProps<RecommendationSliderState>) {
  const { _ } = useLingui();
  return (
    <ProductSlider
      products={state.products}
      list={{ id: state.slot, name: _(slotTitles[state.slot]) }}
      shop={shop}
      autoplay={state.autoplay ?? false}
      wishlistOffered={state.wishlistOffered}
    />
  );
}
