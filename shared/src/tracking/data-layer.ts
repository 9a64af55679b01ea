import type { TrackingEvent } from "./events.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Pushes an event to the tag manager's data layer (`window.dataLayer`); the consent slice's tag
 * manager decides what leaves the page. An ecommerce event is preceded by `{ ecommerce: null }`
 * so fields of the previous one do not leak into it. Does nothing on the server.
 */
export function pushToDataLayer(event: TrackingEvent): void {
  if (typeof window === "undefined") return;
  const layer = (window.dataLayer ??= []);
  if ("ecommerce" in event) layer.push({ ecommerce: null });
  layer.push(event);
}

/** The session-storage key that remembers tracked promotions. */
export const trackedPromotionsKey = "cat:tracked-promotions";

/**
 * Catalogue spec point 7: a view-promotion is tracked once per promotion per session. Returns
 * true (and remembers the id in session storage) the first time an id is seen; false after.
 * Without session storage (server, blocked storage) it answers true once per page.
 */
export function firstViewThisSession(promotionId: string, storage?: Storage): boolean {
  const store = storage ?? (typeof sessionStorage === "undefined" ? undefined : sessionStorage);
  let seen: string[];
  try {
    seen = JSON.parse(store?.getItem(trackedPromotionsKey) ?? "[]") as string[];
  } catch {
    seen = [];
  }
  if (seen.includes(promotionId)) return false;
  try {
    store?.setItem(trackedPromotionsKey, JSON.stringify([...seen, promotionId]));
  } catch {
    // Storage full or blocked: the promotion may be tracked again on another page.
  }
  return true;
}

/** Tracks a promotion view unless this session tracked it already (catalogue spec point 7). */
export function trackPromotionView(
  promotionId: string,
  event: TrackingEvent,
  storage?: Storage,
): void {
  if (firstViewThisSession(promotionId, storage)) pushToDataLayer(event);
}
