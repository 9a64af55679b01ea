import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CatalogClient } from "../api/client.ts";
import type { CategoryNavigationState } from "./CategoryNavigation.tsx";

/**
 * Loads the brand's category tree in the page's language (a failure leaves the menu out) and the
 * shop's languages for the language switch. With several languages it starts with the page: the
 * switch turns the server's links to the language home pages into the page's translations. With
 * one, the menu button is all the fragment does: it starts when the visitor reaches for it, and
 * the press that started it opens the menu; without a tree either, it has nothing to start
 * (decisions 0060, 0065).
 */
export async function loadCategoryNavigation(
  request: FragmentRequest<CatalogClient>,
): Promise<LoadedFragment<CategoryNavigationState>> {
  const tree = await request.api.navigation().catch(() => []);
  const { languages } = request.shopConfig;
  const state = { tree, languages };
  if (languages.length > 1) return { state };
  return { state, hydration: tree.length > 0 ? "interaction" : "none" };
}
