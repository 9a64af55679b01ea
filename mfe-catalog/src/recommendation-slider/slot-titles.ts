import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { RecommendationSlot } from "@shop/shared";

/** The headings of the slots shown as a slider, which also name the lists they are tracked in. */
export const slotTitles = {
  listing_bestseller: msg({ id: "recommendations.bestsellers", message: "Our bestsellers" }),
  pds_alternatives: msg({ id: "recommendations.alternatives", message: "Similar products" }),
  pds_suggestions: msg({ id: "recommendations.suggestions", message: "You might also like" }),
  pds_last_seen: msg({ id: "recommendations.lastSeen", message: "Recently viewed" }),
  listing_last_seen: msg({ id: "recommendations.lastSeen", message: "Recently viewed" }),
} as const satisfies Partial<Record<RecommendationSlot, MessageDescriptor>>;

/** A slot the recommendation slider shows. */
export type SliderSlot = keyof typeof slotTitles;
