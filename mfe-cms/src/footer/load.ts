import { brandNames, type FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CmsClient } from "../api/client.ts";
import type { FooterState } from "./Footer.tsx";
import { footerContent } from "./footer-content.ts";

/**
 * The footer's data: the shop's layout content, read through the content team's client. The
 * same on every page of a shop and language (`perPage: false`); the year is read here, never in
 * render, so server and browser agree.
 */
export async function loadFooter(
  request: FragmentRequest<CmsClient>,
): Promise<LoadedFragment<FooterState>> {
  const layout = await request.api.layoutItem("layout");
  const content = footerContent(layout, request.shop, brandNames[request.shop.brand]);
  return { state: { ...content, year: new Date().getUTCFullYear() } };
}
