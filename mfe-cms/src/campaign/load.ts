import type { FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { CmsClient } from "../api/client.ts";
import type { CampaignBannerState } from "./CampaignBanners.tsx";
import { campaignOf, campaignPage, cataloguePageOf } from "./campaign-content.ts";
import { asksCatalogueFacts, campaignVisible } from "./campaign-visibility.ts";

/**
 * The campaigns of the shop's banner page that show on this page now (catalogue spec point 4).
 * The catalogue's facts of a product or category page are read only when a campaign has a
 * catalogue trigger; a failing read leaves those triggers unmatched, never the banner broken.
 * The clock is read here, never in render; the fragment is cached per page, so a campaign starts
 * or ends (and a product's sale flag reaches it) within the fragment cache's freshness.
 */
export async function loadCampaignBanners(
  request: FragmentRequest<CmsClient>,
): Promise<LoadedFragment<CampaignBannerState>> {
  const bannerPage = await request.api.layoutItem("bannerPage");
  const campaigns = (bannerPage?.content.body ?? []).flatMap((block) => {
    const campaign = campaignOf(block);
    return campaign ? [campaign] : [];
  });
  const cataloguePage = cataloguePageOf(request);
  const facts =
    cataloguePage && campaigns.some(({ schedule }) => asksCatalogueFacts(schedule.triggers))
      ? await request.api.catalogueFacts(cataloguePage).catch(() => undefined)
      : undefined;
  const page = campaignPage(request, facts);
  const now = Date.now();
  const banners = campaigns.flatMap(({ schedule, banner }) =>
    campaignVisible(schedule, page, now) ? [banner] : [],
  );
  // Without a banner the fragment is empty: nothing of it starts in the browser (decision 0065).
  return banners.length > 0 ? { state: { banners } } : { state: { banners }, hydration: "none" };
}
