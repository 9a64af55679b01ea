import { useEffect, useRef, useState } from "react";
import {
  anonymousIdKey,
  loadSlotRecommendations,
  visitorTrackingId,
  type ProductTeaser,
  type ShopContext,
} from "@shop/shared";
import { shopFetch } from "@shop/shared/api-client";
import { RecommendationSlider } from "./RecommendationSlider.tsx";

export type LastSeenSlot = "pds_last_seen" | "listing_last_seen";

interface Props {
  readonly slot: LastSeenSlot;
  readonly shop: ShopContext;
  /** The product on the page, left out of what the visitor saw. */
  readonly itemId?: string;
  readonly wishlistOffered: boolean;
}

/** How far below the fold the slot starts loading, so it is there when scrolled to. */
const loadAhead = "300px";

/**
 * A last-seen slot (catalogue spec point 3): the visitor's own views, so never in a cached
 * fragment. The server renders an empty placeholder; in the browser the slot loads when it
 * comes near the viewport, with the visitor's tracking id (`ga:user`, there only with analytics
 * consent), and shows as the recommendation slider, which tracks it when it comes into view.
 * No id, no views or any failure: nothing is shown.
 */
export function LastSeenSlider({ slot, shop, itemId, wishlistOffered }: Props) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [products, setProducts] = useState<readonly ProductTeaser[]>([]);

  useEffect(() => {
    const element = placeholder.current;
    const trackingId = visitorTrackingId(() => localStorage.getItem(anonymousIdKey));
    if (!element || !trackingId || typeof IntersectionObserver === "undefined") return;
    let current = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void loadSlotRecommendations(slot, {
          fetchApi: shopFetch,
          locale: shop.locale,
          trackingId,
          ...(itemId ? { itemId } : {}),
        }).then((loaded) => {
          if (current) setProducts(loaded);
        });
      },
      { rootMargin: loadAhead },
    );
    observer.observe(element);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [slot, shop.locale, itemId]);

  return (
    <div ref={placeholder} className="cat-last-seen" data-slot={slot}>
      <RecommendationSlider state={{ products, slot, wishlistOffered }} shop={shop} />
    </div>
  );
}
