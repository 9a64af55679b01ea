import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { CampaignBanners, type CampaignBannerState } from "./CampaignBanners.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<CampaignBannerState>({
  mfe: "mfe-cms",
  fragment: "campaignBanner",
  Component: CampaignBanners,
  loadCatalog,
});
