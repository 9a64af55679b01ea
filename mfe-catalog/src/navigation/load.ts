import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CatalogClient } from "../api/client.ts";
import type { CategoryNavigationState } from "./CategoryNavigation.tsx";

/**
 * Loads the brand's category tree in the page's language (a failure leaves the menu out) and the
 * shop's languages for the language switch.
 */
export async function loadCategoryNavigation(
  request: FragmentRequest<CatalogClient>,
): Promise<LoadedFragment<CategoryNavigationState>> {
  const tree = await request.api.navigation().catch(() => []);
  return { state: { tree, languages: request.shopConfig.languages } };
}
