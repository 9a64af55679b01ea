import type { Currency } from "../shops/shops.ts";

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
    /** A personalised article's texts (`{ text1: "Mia" }`), from the product page's customise step. */
    readonly customText?: Readonly<Record<`text${number}`, string>>;
  };
  /**
   * Announcement by the basket team after the basket changed (and once when the mini-basket
   * starts): how many items, and the total with shipping in cents of the shop's currency.
   */
  "basket:updated": {
    readonly itemCount: number;
    readonly total: number;
    readonly currencyCode: Currency;
  };
  /**
   * Command to the basket team (which owns the wishlist): add the product to the wishlist, or
   * remove it when it is there. The basket team answers with `wishlist:updated`.
   */
  "wishlist:toggle": {
    readonly productId: string;
    readonly variantId: string;
    readonly productName: string;
  };
  /** Announcement by the basket team: the products now on the visitor's wishlist. */
  "wishlist:updated": { readonly productIds: readonly string[] };
  /** Announcement by the consent team after the visitor decided. */
  "consent:updated": { readonly accepted: readonly string[] };
  /**
   * Command to the toast host (in the shell, one per page): show a short message at the bottom
   * centre for 5 s (catalogue spec point 9). The message comes translated by the emitting slice.
   */
  "toast:show": { readonly message: string; readonly kind: ToastKind };
}

/** How a toast looks: neutral information, a success, or an error. */
export type ToastKind = "info" | "success" | "error";

export type ShopEventType = keyof ShopEventMap;

declare global {
  interface Window {
    /** The last detail of each shop event emitted on the page (see `lastShopEvent`). */
    __shopLastEvents?: Partial<{ [T in ShopEventType]: ShopEventMap[T] }>;
  }
}

/**
 * Emits a shop event to every slice on the page and remembers it as the type's last one;
 * does nothing on the server.
 */
export function emitShopEvent<T extends ShopEventType>(type: T, detail: ShopEventMap[T]): void {
  if (typeof window === "undefined") return;
  (window.__shopLastEvents ??= {})[type] = detail;
  window.dispatchEvent(new CustomEvent(type, { detail }));
}

/**
 * The last detail emitted for an event type on this page, or undefined. Fragments hydrate at
 * different times: one that starts after an announcement (`basket:updated`, `wishlist:updated`)
 * reads it here, then listens for the next with `onShopEvent`.
 */
export function lastShopEvent<T extends ShopEventType>(type: T): ShopEventMap[T] | undefined {
  if (typeof window === "undefined") return undefined;
  return window.__shopLastEvents?.[type];
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

/** Shows a toast through the page's toast host (`toast:show`); does nothing on the server. */
export function showToast(message: string, kind: ToastKind = "info"): void {
  emitShopEvent("toast:show", { message, kind });
}
