import {
  consentCookieName,
  consentInvalidReason,
  parseConsentCookie,
  type OrderResponse,
  type ShopOptions,
} from "@shop/shared";

/** A shop's Sovendus numbers (core spec point 3, option `sovendus`; values point 9). */
export type SovendusNumbers = NonNullable<ShopOptions["sovendus"]>;

/** The consent service that allows Sovendus (the consent team's marketing category). */
export const sovendusConsentService = "sovendus";

/** The element Sovendus fills with its offer. */
export const sovendusContainerId = "sovendus-container-1";

/** Sovendus's integration script (its documented web integration). */
export const sovendusScriptUrl = "https://api.sovendus.com/sovabo/common/js/flexibleIframe.js";

/** The local-storage key that remembers the orders Sovendus was shown for. */
export const sovendusOrdersKey = "bsk:sovendus-orders";

/** How many order numbers are remembered (the newest). */
const rememberedOrders = 20;

/** The order data Sovendus's integration reads from `window.sovIframes`. */
export interface SovendusIframe {
  readonly trafficSourceNumber: number;
  readonly trafficMediumNumber: number;
  readonly sessionId: string;
  /** Seconds since 1970 of the order: Sovendus refuses stale requests. */
  readonly timestamp: number;
  readonly orderId: string;
  /** Net of VAT and shipping, in currency units, two decimals with a point ("58.82"). */
  readonly orderValue: string;
  readonly orderCurrency: string;
  readonly usedCouponCode: string;
  readonly iframeContainerId: string;
}

/** The shopper's data Sovendus prefills its voucher form with (`window.sovConsumer`). */
export interface SovendusConsumer {
  readonly consumerSalutation: string;
  readonly consumerFirstName: string;
  readonly consumerLastName: string;
  readonly consumerEmail: string;
  readonly consumerStreet: string;
  readonly consumerStreetNumber: string;
  readonly consumerZipcode: string;
  readonly consumerCity: string;
  readonly consumerCountry: string;
}

declare global {
  interface Window {
    sovIframes?: SovendusIframe[];
    sovConsumer?: SovendusConsumer;
  }
}

/**
 * The order's value as Sovendus bills it: what the shopper paid without VAT and without
 * shipping. The order keeps its total with and without tax; shipping is taken out at the
 * order's own tax share.
 */
export function sovendusOrderValue(order: Pick<OrderResponse, "cost">): string {
  const { total, withoutTax, shipping } = order.cost;
  const net = total === 0 ? 0 : (withoutTax * (total - shipping)) / total;
  return (Math.max(0, Math.round(net)) / 100).toFixed(2);
}

/** What the integration is told about the order (`sessionId`: the shopper's id, hashed). */
export function sovendusIframe(
  order: OrderResponse,
  numbers: SovendusNumbers,
  sessionId: string,
): SovendusIframe {
  return {
    trafficSourceNumber: numbers.trafficSourceNumber,
    trafficMediumNumber: numbers.trafficMediumNumber,
    sessionId,
    timestamp: Math.floor(Date.parse(order.placedAt) / 1000),
    orderId: order.orderNumber,
    orderValue: sovendusOrderValue(order),
    orderCurrency: order.cost.currencyCode,
    usedCouponCode: order.coupon?.code ?? "",
    iframeContainerId: sovendusContainerId,
  };
}

const salutations = { m: "Mr.", f: "Mrs.", d: "" } as const;

/** The billing address's shopper, as Sovendus names the fields. */
export function sovendusConsumer(order: OrderResponse): SovendusConsumer {
  const address = order.billingAddress;
  return {
    consumerSalutation: salutations[address.salutation],
    consumerFirstName: address.firstName,
    consumerLastName: address.lastName,
    consumerEmail: order.email,
    consumerStreet: address.street,
    consumerStreetNumber: address.houseNumber,
    consumerZipcode: address.postcode,
    consumerCity: address.city,
    consumerCountry: address.country.toUpperCase(),
  };
}

/** Whether the consent team's cookie holds a valid consent that allows Sovendus. */
export function consentAllowsSovendus(cookies: string, now = new Date()): boolean {
  const entry = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${consentCookieName}=`));
  const record = parseConsentCookie(entry?.slice(consentCookieName.length + 1));
  return (
    record !== undefined &&
    consentInvalidReason(record, now) === undefined &&
    record.services[sovendusConsentService] === true
  );
}

/**
 * Claims the order for Sovendus in this browser: true the first time, false when the thank-you
 * page is reloaded or revisited. Without storage it claims once per page view.
 */
export function claimSovendusOrder(orderNumber: string, storage: Storage | undefined): boolean {
  let shown: string[];
  try {
    shown = JSON.parse(storage?.getItem(sovendusOrdersKey) ?? "[]") as string[];
  } catch {
    shown = [];
  }
  if (shown.includes(orderNumber)) return false;
  try {
    storage?.setItem(
      sovendusOrdersKey,
      JSON.stringify([...shown, orderNumber].slice(-rememberedOrders)),
    );
  } catch {
    // Storage full or blocked: a reload may show the offer again.
  }
  return true;
}

/** SHA-256 of a text, hex: Sovendus asks for a hashed session id. */
async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Hands the order to Sovendus once (decision 0047): its data into `window.sovIframes` and
 * `window.sovConsumer`, then Sovendus's script, which fills the container. Only called once the
 * shopper allowed the `sovendus` service.
 */
export async function startSovendus(order: OrderResponse, numbers: SovendusNumbers): Promise<void> {
  const storage = typeof localStorage === "undefined" ? undefined : localStorage;
  if (!claimSovendusOrder(order.orderNumber, storage)) return;
  const sessionId = await sha256Hex(order.customer.id);
  window.sovIframes = window.sovIframes ?? [];
  window.sovIframes.push(sovendusIframe(order, numbers, sessionId));
  window.sovConsumer = sovendusConsumer(order);
  const script = document.createElement("script");
  script.async = true;
  script.src = sovendusScriptUrl;
  document.body.append(script);
}
