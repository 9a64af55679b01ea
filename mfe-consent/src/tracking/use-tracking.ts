import { useEffect } from "react";
import type { ServiceStatus, ShopContext } from "@shop/shared";
import type { TrackingConfig } from "./tracking-config.ts";

/** What the consent fragment's state says about this page's tracking. */
export interface TrackingState extends TrackingConfig {
  /** The page's route (`product`, `home`): the data layer's page type and the beacon's. */
  readonly pageType: string;
}

/** The tracking code, one chunk loaded after hydration (not first-load JavaScript). */
const runTracking = () => import("./run-tracking.ts");

/**
 * Nothing runs before consent (issue 20 point 3): on every change of the services' status the
 * tracking code applies it (tag manager, beacon, `ga:user`, scan code; `run-tracking.ts`).
 * `page-data-ready` goes to the page's data layer once per page, with the e-mail hash the
 * account slice announces (`account:shopper`).
 */
export function useTracking(tracking: TrackingState, shop: ShopContext, status: ServiceStatus) {
  useEffect(() => {
    void runTracking().then(({ announcedEmailHash, pushPageDataReady }) =>
      pushPageDataReady({
        shop,
        pageType: tracking.pageType,
        videosDomain: tracking.videosDomain,
        hashedEmail: announcedEmailHash(),
      }),
    );
  }, [shop, tracking]);

  useEffect(() => {
    void runTracking().then(({ applyTrackingConsent }) =>
      applyTrackingConsent(tracking, shop, status),
    );
  }, [shop, status, tracking]);
}
