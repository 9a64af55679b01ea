import type { Currency, LineProduct, LineVariant, OrderResponse, OrderStatus } from "@shop/shared";
import type { CarrierKey } from "./carriers.ts";
import type { PackageLine } from "./packaging.ts";

/** One package of a shipped order, as its owner reads it. */
export interface OrderPackage {
  readonly position: number;
  readonly carrierKey: CarrierKey;
  readonly trackingNumber: string;
  readonly trackingUrl: string;
  readonly lines: readonly PackageLine[];
  readonly shippedAt: string;
}

/** One row of the orders overview. */
export interface OrderListEntry {
  readonly orderNumber: string;
  readonly placedAt: string;
  readonly status: OrderStatus;
  readonly itemCount: number;
  readonly total: number;
  readonly currencyCode: Currency;
}

/** `GET /api/shop/orders/?locale=&page=`: the signed-in customer's orders, newest first. */
export interface OrderList {
  readonly orders: readonly OrderListEntry[];
  /** 1-based. */
  readonly page: number;
  readonly pageCount: number;
  readonly totalCount: number;
}

/** `GET /api/shop/orders/{orderNumber}/detail/`: the order with its packages and what may be done. */
export interface OrderDetail {
  readonly order: OrderResponse;
  readonly packages: readonly OrderPackage[];
  /**
   * What the catalogue shows today about each line's product and variant (image, brand, link),
   * by variant id; a product the catalogue no longer has is left out and shown from the order.
   */
  readonly catalogue: Readonly<Record<string, { product: LineProduct; variant: LineVariant }>>;
  /** The shop offers cancellation and the order's state allows it. */
  readonly cancellable: boolean;
  readonly complainable: boolean;
}

/** Orders per page of the overview. */
export const ordersPageSize = 20;

/** A page number of the overview: 1 when not given, else a whole number from 1 (else undefined). */
export function pageOf(value: string | undefined): number | undefined {
  if (value === undefined || value === "") return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return undefined;
  return Number(value);
}
