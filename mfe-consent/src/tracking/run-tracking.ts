// What the tracking hook runs, loaded on demand after hydration: none of it is needed to show the
// page, so it stays out of the page's first-load JavaScript (decision 0041).
import type { ServiceStatus, ShopContext } from "@shop/shared";
import { announcedEmailHash, pushPageDataReady } from "./page-data.ts";
import { applyAnonymousId, applyScanCode } from "./stored-ids.ts";
import { loadTagManager } from "./tag-manager.ts";
import type { TrackingState } from "./use-tracking.ts";
import { startVitalsBeacon } from "./vitals-beacon.ts";

export { announcedEmailHash, pushPageDataReady };

/**
 * Applies a status of the services: the tag manager loads once analytics storage is allowed,
 * the performance beacon once web vitals are; the anonymous id lives only with analytics storage
 * and a scan code only with PAYBACK storage.
 */
export function applyTrackingConsent(
  tracking: TrackingState,
  shop: ShopContext,
  status: ServiceStatus,
): void {
  applyScanCode(status.payback_storage === true);
  applyAnonymousId(status.analytics_storage === true);
  if (status.analytics_storage === true) loadTagManager(tracking.gtmId, tracking.gtmOrigin);
  if (status.web_vitals === true) {
    void startVitalsBeacon({ pageType: tracking.pageType, locale: shop.locale });
  }
}
