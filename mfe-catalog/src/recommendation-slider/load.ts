import { fetchJson, type FragmentRequest, type RecommendationsResponse } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { RecommendationSliderState } from "./RecommendationSlider.tsx";

/** Recommendation size per slot (catalogue spec point 9). */
export const recommendationSize = 12;

/** Loads the bestseller slot's products through the shop's API. */
export async function loadRecommendationSlider(
  request: FragmentRequest,
): Promise<LoadedFragment<RecommendationSliderState>> {
  const query = new URLSearchParams({
    locale: request.shop.locale,
    slot: "listing_bestseller",
    size: String(recommendationSize),
  });
  const { products } = await fetchJson<RecommendationsResponse>(
    request.fetchApi,
    `/api/shop/recommendations/?${query}`,
  );
  return { state: { products } };
}
