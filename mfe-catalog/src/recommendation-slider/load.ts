import { loadSlotRecommendations, type FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { RecommendationSliderState } from "./RecommendationSlider.tsx";

/**
 * Loads the bestseller slot's products (catalogue spec point 7): the slot's configuration, the
 * recommendation service, then the products. Failing recommendations leave the slider empty.
 */
export async function loadRecommendationSlider(
  request: FragmentRequest,
): Promise<LoadedFragment<RecommendationSliderState>> {
  const products = await loadSlotRecommendations("listing_bestseller", {
    fetchApi: request.fetchApi,
    locale: request.shop.locale,
  });
  return { state: { products } };
}
