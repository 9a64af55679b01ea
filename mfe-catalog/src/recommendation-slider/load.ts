import { loadSlotRecommendations, type FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import { loadWishlistOffered } from "../shop-config.ts";
import type { RecommendationSliderState } from "./RecommendationSlider.tsx";

/**
 * Loads the bestseller slot's products (catalogue spec point 7): the slot's configuration, the
 * recommendation service, then the products. Failing recommendations leave the slider empty,
 * and an empty slider renders nothing. The cards show hearts where the shop's config offers a
 * wishlist.
 */
export async function loadRecommendationSlider(
  request: FragmentRequest,
): Promise<LoadedFragment<RecommendationSliderState>> {
  const slot = "listing_bestseller";
  const [products, wishlistOffered] = await Promise.all([
    loadSlotRecommendations(slot, { fetchApi: request.fetchApi, locale: request.shop.locale }),
    loadWishlistOffered(request),
  ]);
  return { state: { products, slot, wishlistOffered } };
}
