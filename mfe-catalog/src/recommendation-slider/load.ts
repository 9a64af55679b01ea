import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CatalogClient } from "../api/client.ts";
import { wishlistOffered } from "../shop-config.ts";
import type { RecommendationSliderState } from "./RecommendationSlider.tsx";

/**
 * Loads the bestseller slot's products (catalogue spec point 7) through the catalogue's client:
 * the slot's configuration, the recommendation service, then the products. Failing
 * recommendations leave the slider empty, and an empty slider renders nothing. The cards show
 * hearts where the shop's config offers a wishlist.
 */
export async function loadRecommendationSlider(
  request: FragmentRequest<CatalogClient>,
): Promise<LoadedFragment<RecommendationSliderState>> {
  const slot = "listing_bestseller";
  const products = await request.api.slotRecommendations(slot).catch(() => []);
  return { state: { products, slot, wishlistOffered: wishlistOffered(request) } };
}
