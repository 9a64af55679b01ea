import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CmsClient } from "../api/client.ts";
import type { NavigationTeasersState } from "./NavigationTeasers.tsx";
import { navigationTeasers } from "./navigation-teasers.ts";

/** The header's teasers from the shop's layout content; the same on every page of a shop. */
export async function loadNavigationTeasers(
  request: FragmentRequest<CmsClient>,
): Promise<LoadedFragment<NavigationTeasersState>> {
  return { state: { teasers: navigationTeasers(await request.api.layoutItem("layout")) } };
}
