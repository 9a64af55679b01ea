import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CmsClient } from "../api/client.ts";
import type { CampaignBannerState } from "./CampaignBanners.tsx";
import { campaignOf, campaignPage } from "./campaign-content.ts";
import { campaignVisible } from "./campaign-visibility.ts";

/**
 * The campaigns of the shop's banner page that show on this page now (catalogue spec point 4).
 * The clock is read here, never in render; the fragment is cached per page, so a campaign starts
 * or ends within the fragment cache's freshness.
 */
export async function loadCampaignBanners(
  request: FragmentRequest<CmsClient>,
): Promise<LoadedFragment<CampaignBannerState>> {
  const bannerPage = await request.api.layoutItem("bannerPage");
  const page = campaignPage(request);
  const now = Date.now();
  const banners = (bannerPage?.content.body ?? []).flatMap((block) => {
    const campaign = campaignOf(block);
    return campaign && campaignVisible(campaign.schedule, page, now) ? [campaign.banner] : [];
  });
  return { state: { banners } };
}
