import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CmsClient, LayoutContentName } from "../api/client.ts";
import type { LayoutContentState } from "./LayoutContent.tsx";

/**
 * Which layout content a page shows: the checkout's on the checkout, the login's on the login
 * pages, the thank-you-expired layout on the thank-you page (shown only beside an expired
 * order confirmation, decision 0049).
 */
export function layoutContentOf(route: string | undefined): LayoutContentName | undefined {
  if (route === "checkout") return "checkout";
  if (route === "login" || route === "checkoutLogin") return "login";
  if (route === "thankYou") return "thank-you-expired";
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
  if (!name) return { state: { story: null } };
  return { state: { name, story: await request.api.layoutContent(name) } };
}
