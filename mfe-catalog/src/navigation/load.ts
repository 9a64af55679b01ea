import { fetchJson, type FragmentRequest, type NavigationResponse } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CategoryNavigationState } from "./CategoryNavigation.tsx";

/** Loads the brand's category tree in the page's language; a failure leaves the menu out. */
export async function loadCategoryNavigation(
  request: FragmentRequest,
): Promise<LoadedFragment<CategoryNavigationState>> {
  const navigation = await fetchJson<NavigationResponse>(
    request.fetchApi,
    `/api/shop/navigation/?locale=${request.shop.locale}`,
  ).catch(() => ({ nodes: [] }));
  return { state: { tree: navigation.nodes } };
}
