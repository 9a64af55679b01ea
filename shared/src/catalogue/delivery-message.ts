import type { Bvc, ProductVariant } from "../api/products.ts";
import type { Brand } from "../shops/shops.ts";
import { isAvailableCode } from "./availability.ts";

/** Catalogue spec point 3, delivery info. */
export interface DeliveryInfo {
  readonly bvc: Bvc;
  readonly daysFrom: number;
  readonly daysTo: number;
  /** The product's buyable variants do not share one delivery time. */
  readonly varyingDeliveryTimes: boolean;
}

/** Catalogue spec point 9: the brand whose instant and soon thresholds are one day shorter. */
export const babyBrand: Brand = "baby";

/** Catalogue spec point 9: days-to at or above this is a preorder. */
export const preorderDays = 999;
/** Catalogue spec point 9: late from 14 days. */
export const lateFromDays = 14;
/** Catalogue spec point 9: weeks are capped at 6 for grouping. */
export const maxGroupWeeks = 6;

/** Catalogue spec point 9: instant delivery is days-to at most 3 (baby brand) or 4 (others). */
export function instantMaxDays(brand: Brand): number {
  return brand === babyBrand ? 3 : 4;
}

/** The translation keys of catalogue spec point 8, with what each message shows. */
export type DeliveryMessage =
  | { readonly key: "product.deliveryTimePreorder"; readonly danger: false }
  | { readonly key: "deliveryTimeNone"; readonly danger: true }
  | { readonly key: "deliveryTimeSold"; readonly danger: true }
  | { readonly key: "deliveryTimeDownload"; readonly danger: false }
  | {
      readonly key: "deliveryTimeInstant" | "deliveryTimeSoon";
      readonly danger: false;
      readonly daysFrom: number;
      readonly daysTo: number;
    }
  | {
      readonly key: "deliveryTimeLate";
      readonly danger: false;
      /** days-to / 7 rounded. */
      readonly weeks: number;
      /** What the message shows: the weeks, or '> 5' when over 5. */
      readonly weeksLabel: string;
      /** The weeks capped at 6, for grouping. */
      readonly groupWeeks: number;
    }
  | { readonly key: "deliveryAvailable"; readonly danger: false };

/**
 * The delivery message of catalogue spec point 8 with the brand's thresholds of point 9: code 3
 * none and code 4 sold (danger colour); preorder from 999 days; 0–0 days a download; instant up
 * to 3 (baby brand) or 4 days; soon up to 13; from 14 late in weeks, or "available" when the
 * times vary.
 */
export function deliveryMessage(info: DeliveryInfo, brand: Brand): DeliveryMessage {
  if (info.bvc === 3) return { key: "deliveryTimeNone", danger: true };
  if (info.bvc === 4) return { key: "deliveryTimeSold", danger: true };
  if (info.daysTo >= preorderDays) return { key: "product.deliveryTimePreorder", danger: false };
  if (info.daysFrom === 0 && info.daysTo === 0)
    return { key: "deliveryTimeDownload", danger: false };
  const days = { daysFrom: info.daysFrom, daysTo: info.daysTo };
  if (info.daysTo <= instantMaxDays(brand))
    return { key: "deliveryTimeInstant", danger: false, ...days };
  if (info.daysTo < lateFromDays) return { key: "deliveryTimeSoon", danger: false, ...days };
  if (info.varyingDeliveryTimes) return { key: "deliveryAvailable", danger: false };
  const weeks = Math.round(info.daysTo / 7);
  return {
    key: "deliveryTimeLate",
    danger: false,
    weeks,
    weeksLabel: weeks > 5 ? "> 5" : String(weeks),
    groupWeeks: Math.min(weeks, maxGroupWeeks),
  };
}

/**
 * Catalogue spec point 9: delivery groups sort by this index: sold or none codes times 999,
 * late groups weeks (capped) times 5; everything sooner sorts first.
 */
export function deliverySortIndex(info: DeliveryInfo, brand: Brand): number {
  const message = deliveryMessage(info, brand);
  if (message.key === "deliveryTimeNone" || message.key === "deliveryTimeSold")
    return info.bvc * 999;
  if (message.key === "deliveryTimeLate") return message.groupWeeks * 5;
  return 0;
}

type DeliveringVariant = Pick<ProductVariant, "delivery">;

/**
 * The delivery info of a variant (catalogue spec point 3); the times vary when the product's
 * available variants (codes 1 and 2) do not share one delivery time.
 */
export function deliveryInfo(
  variant: DeliveringVariant,
  variants: readonly DeliveringVariant[] = [variant],
): DeliveryInfo {
  const times = new Set(
    variants
      .filter((other) => isAvailableCode(other.delivery.BVC))
      .map((other) => `${other.delivery.deliveryDaysFrom}-${other.delivery.deliveryDaysTo}`),
  );
  return {
    bvc: variant.delivery.BVC,
    daysFrom: variant.delivery.deliveryDaysFrom,
    daysTo: variant.delivery.deliveryDaysTo,
    varyingDeliveryTimes: times.size > 1,
  };
}
