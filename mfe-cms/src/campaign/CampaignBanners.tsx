import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useState } from "react";
import { trackPromotionView, viewPromotionEvent } from "@shop/shared";
import type { FragmentProps } from "@shop/shared/ui";
import { linkTargetProps } from "../content-page/block-fields.ts";
import type { CampaignBanner } from "./campaign-content.ts";
import "./campaign-banners.css";

// Loads on the first click, off the page's first load; it stays mounted, so closing returns focus.
const ConditionsDialog = lazy(() => import("./ConditionsDialog.tsx"));

export interface CampaignBannerState {
  readonly banners: readonly CampaignBanner[];
}

/**
 * The campaign banners of the page (catalogue spec point 4): each with its link and, when it has
 * conditions, a button that opens them in the campaign-conditions dialog. Each shown promotion
 * is tracked once per session (`frontend_view_promotion`).
 */
export function CampaignBanners({ state }: FragmentProps<CampaignBannerState>) {
  useEffect(() => {
    for (const banner of state.banners) {
      trackPromotionView(
        banner.id,
        viewPromotionEvent({ id: banner.id, name: banner.headline, creative: "campaign_banner" }),
      );
    }
  }, [state.banners]);
  return state.banners.map((banner) => <Banner key={banner.id} banner={banner} />);
}

function Banner({ banner }: { readonly banner: CampaignBanner }) {
  const { _ } = useLingui();
  // Null until the conditions are first opened.
  const [conditionsOpen, setConditionsOpen] = useState<boolean | null>(null);
  const opener = `cms-campaign-${banner.id}-conditions`;
  return (
    <section
      className="cms-campaign"
      aria-label={_(msg({ id: "campaign.label", message: "Offer" }))}
      data-campaign={banner.id}
    >
      <p className="cms-campaign__headline">{banner.headline}</p>
      {banner.link ? (
        <a className="cms-campaign__link" href={banner.link.href} {...linkTargetProps(banner.link)}>
          {banner.link.label}
        </a>
      ) : null}
      {banner.conditions ? (
        <>
          <button
            type="button"
            id={opener}
            className="cms-campaign__conditions"
            onClick={() => setConditionsOpen(true)}
          >
            <Trans id="campaign.conditions">Conditions</Trans>
          </button>
          {conditionsOpen === null ? null : (
            <Suspense fallback={null}>
              <ConditionsDialog
                conditions={banner.conditions}
                open={conditionsOpen}
                onClose={() => setConditionsOpen(false)}
                opener={opener}
              />
            </Suspense>
          )}
        </>
      ) : null}
    </section>
  );
}
