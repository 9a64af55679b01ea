import type { RecommendationSlotsResponse, ShopContext } from "@shop/shared";
import type { PlatformShop } from "@shop/shared/platform";
import type { CatalogueSource } from "../store/catalogue-source.ts";

/**
 * The locale's recommendation slots (catalogue spec point 3) with the service the shop's
 * country asks (the embedded path or an external https address) and the project
 * (`{brand}-{locale}`), as `GET /api/shop/recommendation-slots/` answers them.
 */
export async function recommendationSlotsOf(
  catalogue: CatalogueSource,
  shop: PlatformShop,
  context: ShopContext,
): Promise<RecommendationSlotsResponse> {
  return {
    service: shop.recommendationService,
    projectId: `${shop.brand}-${context.locale}`,
    slots: await catalogue.recommendationSlots(context),
  };
}
