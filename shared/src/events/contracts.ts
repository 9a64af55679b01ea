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
   * Command to the basket team (click and reserve, decision 0046): open the reservation dialog
   * for one retail-suitable variant of the product page, quantity 1. The basket team checks
   * everything again on the server.
   */
  "basket:reserve-in-store": {
    readonly variantId: string;
    readonly productName: string;
  };
  /**
   * Announcement by the basket team after the basket changed (and once when the mini-basket
   * starts): how many items, and the total with shipping in cents of the shop's currency.
   */
  "basket:updated": {
    readonly itemCount: number;
    readonly total: number;
    readonly currencyCode: Currency;
    /**
     * The product (reference key) of the basket's newest line, null for an empty basket: what
     * the catalogue's `basket` recommendations are for (decision 0056). Absent where the
     * announcer does not say (the shell's stand-in, older basket versions).
     */
    readonly newestProductId?: string | null;
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
  /**
   * Announcement by the account team once per page, when its header entry starts: the SHA-256
   * (hex) of the signed-in shopper's trimmed, lowercased e-mail, as tag managers match it, or
   * null for an anonymous visitor. Never the e-mail itself (core spec point 7, hashed email).
   */
  "account:shopper": { readonly hashedEmail: string | null };
  /** Announcement by the consent team after the visitor decided. */
  "consent:updated": { readonly accepted: readonly string[] };
  /**
   * Command to the consent team: show the consent banner again, at its second layer, so the
   * visitor can change a decision (the footer's privacy settings link, core spec point 2).
   */
  "consent:open-banner": Readonly<Record<string, never>>;
  /**
   * Command to the toast host (in the shell, one per page): show a short message at the bottom
   * centre for 5 s (catalogue spec point 9). The message comes translated by the emitting slice.
   */
  "toast:show": { readonly message: string; readonly kind: ToastKind };
}

/** How a toast looks: neutral information, a success, or an error. */
export type ToastKind = "info" | "success" | "error";

export type ShopEventType = keyof ShopEventMap;

/**
 * A command needs a handler (the add-to-basket button does nothing without the basket's); an
 * announcement may have none (whoever listens does so for itself).
 */
export type ShopEventKind = "command" | "announcement";

/** What a release needs to know of one event to tell whether two slice versions agree on it. */
export interface ShopEventContract {
  readonly kind: ShopEventKind;
  /**
   * Raised when a change of the payload breaks a slice built against the previous one (a field
   * removed, renamed, retyped, or newly required of the emitter); a change every slice built
   * against the old payload still copes with keeps it (decision 0027).
   */
  readonly version: number;
  /**
   * The payload's structure when `version` was last decided (`shared/build/contract-shapes.ts`);
   * its test fails when the payload changes, so every change gets that decision.
   */
  readonly shape: string;
}

/**
 * The contract of every shop event. Each slice's build records which events its browser code
 * emits and handles at which of these versions (`contracts.json`), and a promotion is refused
 * when it would break a live slice's use of one (decision 0027).
 */
export const shopEventContracts = {
  "basket:add-item": { kind: "command", version: 1, shape: "80620d8d6084" },
  "basket:reserve-in-store": { kind: "command", version: 1, shape: "3f670d83e81f" },
  "basket:updated": { kind: "announcement", version: 1, shape: "58b5fe43d459" },
  "wishlist:toggle": { kind: "command", version: 2, shape: "17e7cd78a528" },
  "wishlist:updated": { kind: "announcement", version: 1, shape: "d24ab9b0bd45" },
  "account:shopper": { kind: "announcement", version: 1, shape: "6b7552ec322c" },
  "consent:updated": { kind: "announcement", version: 1, shape: "9405cea6e433" },
  "consent:open-banner": { kind: "command", version: 1, shape: "7bb67bb7c309" },
  "toast:show": { kind: "command", version: 1, shape: "d88a24edfd5b" },
} as const satisfies { readonly [T in ShopEventType]: ShopEventContract };

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
