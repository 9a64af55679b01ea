// The click-and-reserve calls' shapes and rules (decision 0046), shared by the basket slice's
// API and its dialog: no React, no server code.
import { isRetailSuitable, type Currency, type LineProduct, type OrderLine } from "@shop/shared";

/** A store as `GET /api/shop/stores/` answers it, its opening hours in the request's language. */
export interface StoreView {
  readonly id: string;
  readonly name: string;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
  readonly openingHours: string;
}

/** `GET /api/shop/stores/?locale=&postcode=`'s answer: the nearest stores first. */
export interface StoresResponse {
  readonly stores: readonly StoreView[];
}

/** Who collects the reservation. */
export interface ReservationContact {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Optional: the store calls when something is wrong with the reservation. */
  readonly phone?: string;
}

/**
 * `POST /api/shop/reservations/?locale=`'s body. With `variantId` it reserves that variant in
 * `quantity` (the product page); without, every line of the basket, which is emptied then.
 * `basketKey` names the shopper (and scopes the `Idempotency-Key`) in both cases.
 */
export interface ReservationBody extends ReservationContact {
  readonly basketKey: string;
  readonly storeId: string;
  readonly variantId?: string;
  readonly quantity?: number;
}

/** What a reservation is: waiting in the store, collected, not collected in time, or cancelled. */
export type ReservationStatus = "reserved" | "collected" | "expired" | "cancelled";

/** A reservation as its maker reads it (the 201 of `POST /api/shop/reservations/`). */
export interface ReservationResponse {
  readonly reservationNumber: string;
  readonly status: ReservationStatus;
  readonly store: StoreView;
  /** ISO time until which the store keeps the items. */
  readonly reservedUntil: string;
  readonly email: string;
  readonly lines: readonly OrderLine[];
  /** The lines' total with tax, in cents; paid in the store. */
  readonly total: number;
  readonly currencyCode: Currency;
}

/**
 * Catalogue spec point 4 for a basket line: a line may be reserved in a store when its product
 * is retail-suitable (not personalised, bulky, a voucher-product article or a bundle). A line
 * carries no bundle items; the catalogue marks its bundles with `virtuelleBundles`.
 */
export function isRetailLine(product: Pick<LineProduct, "attributes" | "advancedAttributes">) {
  return isRetailSuitable({ ...product, bundleItems: [] });
}
