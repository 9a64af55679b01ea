/**
 * The typed events slices use to talk to each other in the browser. Each event is named
 * `{team}:{what}` and owned by the team of its prefix; other teams may emit commands to it
 * (`basket:add-item`) or listen to its announcements (`basket:updated`).
 */
export interface ShopEventMap {
  /** Command to the basket team: put a variant into the basket. */
  "basket:add-item": {
    readonly variantId: string;
    readonly quantity: number;
    readonly productName: string;
  };
  /** Announcement by the basket team after the basket changed. */
  "basket:updated": { readonly itemCount: number };
  /** Announcement by the consent team after the visitor decided. */
  "consent:updated": { readonly accepted: readonly string[] };
}

export type ShopEventType = keyof ShopEventMap;

/** Emits a shop event to every slice on the page; does nothing on the server. */
export function emitShopEvent<T extends ShopEventType>(type: T, detail: ShopEventMap[T]): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(type, { detail }));
}

/** Listens to a shop event; returns the function that stops listening. */
export function onShopEvent<T extends ShopEventType>(
  type: T,
  listener: (detail: ShopEventMap[T]) => void,
): () => void {
  if (typeof window === "undefined") return () => undefined;
  const handler = (event: Event) => listener((event as CustomEvent<ShopEventMap[T]>).detail);
  window.addEventListener(type, handler);
  return () => window.removeEventListener(type, handler);
}
