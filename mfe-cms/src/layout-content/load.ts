import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CmsClient, LayoutContentName } from "../api/client.ts";
import type { LayoutContentState } from "./LayoutContent.tsx";

/** Which layout content a page shows: the checkout's on the checkout, the login's on the login pages. */
export function layoutContentOf(route: string | undefined): LayoutContentName | undefined {
  if (route === "checkout") return "checkout";
  if (route === "login" || route === "checkoutLogin") return "login";
  return undefined;
}

/**
 * The page's layout content through the content team's client; none on a page that names no
 * layout content, or when the shop has none or the content service fails.
 */
export async function loadLayoutContent(
  request: FragmentRequest<CmsClient>,
): Promise<LoadedFragment<LayoutContentState>> {
  const name = layoutContentOf(request.route);
  return { state: { story: name ? await request.api.layoutContent(name) : null } };
}
