import { loadSlotRecommendations, type FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { RecommendationSliderState } from "./RecommendationSlider.tsx";

/**
 * Loads the bestseller slot's products (catalogue spec point 7): the slot's configuration, the
 * recommendation service, then the products. Failing recommendations leave the slider empty,
 * and an empty slider renders nothing.
 */
export async function loadRecommendationSlider(
  request: FragmentRequest,
): Promise<LoadedFragment<RecommendationSliderState>> {
  const slot = "listing_bestseller";
  const products = await loadSlotRecommendations(slot, {
    fetchApi: request.fetchApi,
    locale: request.shop.locale,
  });
  return { state: { products, slot } };
}
