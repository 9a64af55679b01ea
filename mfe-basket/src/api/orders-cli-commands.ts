import { randomBytes } from "node:crypto";
import type { Country, OrderStatus } from "@shop/shared";
import { carriersOf, isCarrierKey } from "../orders/carriers.ts";
import { splitIntoPackages, trackingNumberFor, type NewPackage } from "../orders/packaging.ts";
import type { OrderExpiryStore } from "../store/order-expiry.ts";
import type { OrderHistoryStore } from "../store/order-history-store.ts";
import type { OrderStore } from "../store/order-store.ts";

/** The stores the commands move orders through: the same as the API's. */
export interface OrderCommandStores {
  readonly orders: OrderStore;
  readonly history: OrderHistoryStore;
}

/** What a command did, as one line for the terminal, and whether it succeeded. */
export interface CommandOutcome {
  readonly ok: boolean;
  readonly message: string;
}

export interface ShipOptions {
  /** One of `carrierKeys`; the order's country's usual carrier when not given. */
  readonly carrier?: string | undefined;
  /** How many packages the lines are split into (1 when not given). */
  readonly packages?: number | undefined;
  /** Random bytes for tracking numbers (tests pass fixed ones). */
  readonly random?: (size: number) => Uint8Array;
}

/** The country of a shop id (`home-de` → `de`). */
const countryOf = (shopId: string) => shopId.split("-")[1] as Country;

async function moveTo(
  stores: OrderCommandStores,
  orderNumber: string,
  to: OrderStatus,
  packages: readonly NewPackage[] = [],
): Promise<CommandOutcome> {
  const moved = await stores.history.move(orderNumber, to, packages);
  if (moved.kind === "missing") return { ok: false, message: `No order ${orderNumber}` };
  if (moved.kind === "refused") {
    return { ok: false, message: `Order ${orderNumber} is ${moved.from}; it cannot become ${to}` };
  }
  return { ok: true, message: `Order ${orderNumber}: ${moved.from} → ${to}` };
}

/** `pay`: the payment is captured (placed → paid). */
export function payOrder(stores: OrderCommandStores, orderNumber: string) {
  return moveTo(stores, orderNumber, "paid");
}

/** `deliver`: the carrier delivered every package (shipped → delivered). */
export function deliverOrder(stores: OrderCommandStores, orderNumber: string) {
  return moveTo(stores, orderNumber, "delivered");
}

/**
 * `ship`: the order leaves the warehouse (paid → shipped) in packages of one carrier, its lines
 * split among them, each with a new tracking number.
 */
export async function shipOrder(
  stores: OrderCommandStores,
  orderNumber: string,
  options: ShipOptions = {},
): Promise<CommandOutcome> {
  const order = await stores.orders.byNumber(orderNumber);
  if (!order) return { ok: false, message: `No order ${orderNumber}` };
  const chosen: string | undefined = options.carrier ?? carriersOf[countryOf(order.shopId)]?.[0];
  if (!isCarrierKey(chosen)) {
    return { ok: false, message: `Unknown carrier ${String(chosen)}` };
  }
  const random = options.random ?? ((size: number) => randomBytes(size));
  const packages = splitIntoPackages(order.lines, options.packages ?? 1).map((lines) => ({
    carrierKey: chosen,
    trackingNumber: trackingNumberFor(chosen, random(12)),
    lines,
  }));
  const outcome = await moveTo(stores, orderNumber, "shipped", packages);
  if (!outcome.ok) return outcome;
  const numbers = packages.map((parcel) => parcel.trackingNumber).join(", ");
  return { ok: true, message: `${outcome.message} (${packages.length} × ${chosen}: ${numbers})` };
}

/**
 * `expire-unpaid`: the payments of redirect orders still pending after `minutes` expire
 * (decision 0047). The CLI has no catalogue to give stock back to: the shop's next sweep
 * cancels those orders and gives their stock back.
 */
export async function expireUnpaidOrders(
  expiry: OrderExpiryStore,
  minutes: number,
): Promise<CommandOutcome> {
  const expired = await expiry.expirePayments(minutes);
  if (expired.length === 0) {
    return { ok: true, message: `No order waiting for payment longer than ${minutes} minutes` };
  }
  return {
    ok: true,
    message: `Expired unpaid: ${expired.join(", ")}; the shop's next sweep cancels them and gives their stock back`,
  };
}
