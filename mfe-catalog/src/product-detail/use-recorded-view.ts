import { useEffect } from "react";
import { anonymousIdKey, recordRecommendationView, visitorTrackingId } from "@shop/shared";
import { shopFetch } from "@shop/shared/api-client";

/**
 * Records the visitor's view of the product for the last-seen slots (catalogue spec point 3),
 * once per product shown, with their tracking id (`ga:user`, there only with analytics consent:
 * without it nothing is recorded). The product page is a cached fragment, so this runs in the
 * browser; a refused or failed call changes nothing on the page.
 */
export function useRecordedView(referenceKey: string, locale: string): void {
  useEffect(() => {
    const trackingId = visitorTrackingId(() => localStorage.getItem(anonymousIdKey));
    if (!trackingId) return;
    void recordRecommendationView(referenceKey, {
      fetchApi: shopFetch,
      locale,
      trackingId,
    });
  }, [referenceKey, locale]);
}
