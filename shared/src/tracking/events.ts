import type { Currency } from "../shops/shops.ts";
import type { ListedTrackedItem, TrackedItem, TrackedList } from "./tracked-item.ts";

/** One data-layer push of catalogue spec point 7. */
export interface TrackingEvent {
  readonly event: string;
  readonly [field: string]: unknown;
}

const total = (items: readonly TrackedItem[]) =>
  Math.round(items.reduce((sum, item) => sum + (item.price ?? 0), 0) * 100) / 100;

/** `frontend_view_item`: a product page shows a product in one variant. */
export function viewItemEvent(currency: Currency, item: TrackedItem): TrackingEvent {
  return {
    event: "frontend_view_item",
    ecommerce: { currency, value: total([item]), items: [item] },
  };
}

/** Places items in a list: list id, name and 1-based position. */
export function listedItems(
  items: readonly TrackedItem[],
  list: TrackedList,
  firstPosition = 1,
): ListedTrackedItem[] {
  return items.map((item, index) => ({
    ...item,
    item_list_id: list.id,
    item_list_name: list.name,
    index: firstPosition + index,
  }));
}

/** `frontend_view_item_list`: a list (slider, listing page, search) shows these items. */
export function viewItemListEvent(
  currency: Currency,
  items: readonly TrackedItem[],
  list: TrackedList,
  firstPosition = 1,
): TrackingEvent {
  return {
    event: "frontend_view_item_list",
    ecommerce: {
      currency,
      item_list_id: list.id,
      item_list_name: list.name,
      items: listedItems(items, list, firstPosition),
    },
  };
}

/** `frontend_select_item`: the shopper opens an item from a list at a 1-based position. */
export function selectItemEvent(
  currency: Currency,
  item: TrackedItem,
  list: TrackedList,
  position: number,
): TrackingEvent {
  return {
    event: "frontend_select_item",
    ecommerce: {
      currency,
      item_list_id: list.id,
      item_list_name: list.name,
      items: listedItems([item], list, position),
    },
  };
}

/** A promotion as tracked: its id and name, and where it was seen. */
export interface TrackedPromotion {
  readonly id: string;
  readonly name: string;
  readonly creative?: string;
}

/** `frontend_view_promotion`: a promotion was shown (tracked once per session, see `trackOncePerSession`). */
export function viewPromotionEvent(
  promotion: TrackedPromotion,
  items: readonly TrackedItem[] = [],
): TrackingEvent {
  return {
    event: "frontend_view_promotion",
    ecommerce: {
      promotion_id: promotion.id,
      promotion_name: promotion.name,
      ...(promotion.creative ? { creative_name: promotion.creative } : {}),
      items,
    },
  };
}

/** `frontend_feature`: a feature was used; `picture_swipe` when a gallery changes picture. */
export function featureEvent(
  feature: "picture_swipe",
  detail: Readonly<Record<string, string | number>> = {},
): TrackingEvent {
  return { event: "frontend_feature", feature, ...detail };
}
