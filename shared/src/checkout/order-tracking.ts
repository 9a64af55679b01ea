import type { TrackingEvent } from "../tracking/events.ts";
import { trackedAmount } from "../tracking/tracked-item.ts";
import type { OrderLine, OrderResponse } from "./orders.ts";

/** An order line as the purchase event tracks it (prices / 100). */
export interface TrackedOrderItem {
  readonly item_id: string;
  readonly item_variant: string;
  readonly item_name: string;
  readonly price: number;
  readonly quantity: number;
  readonly discount: number;
}

/**
 * The order tracking data of core spec point 3: id, customer (id, email, status.isGuestCustomer),
 * payment list (key), voucher, cost.tax.vat.amount, shipping, currencyCode, giftcard and
 * specialCoupon; amounts divided by 100. The payment list names the gift card (G) first when
 * one paid part of the order; voucher and giftcard are null when the order had none. No special
 * coupons exist (null).
 */
export function orderTrackingData(order: OrderResponse) {
  return {
    id: order.orderNumber,
    customer: {
      id: order.customer.id,
      email: order.email,
      status: { isGuestCustomer: order.customer.isGuestCustomer },
    },
    payment: paymentKeys(order).map((key) => ({ key })),
    voucher: order.coupon
      ? {
          coupon: order.coupon.code,
          coupon_code: order.coupon.code,
          coupon_reduction_with_tax: trackedAmount(order.coupon.reduction),
        }
      : null,
    cost: { tax: { vat: { amount: trackedAmount(taxedItems(order) - order.cost.withoutTax) } } },
    shipping: trackedAmount(order.cost.shipping),
    currencyCode: order.cost.currencyCode,
    giftcard: order.giftCard
      ? { amount: trackedAmount(order.giftCard.amount), giftCardCode: order.giftCard.code }
      : null,
    specialCoupon: null,
  };
}

/** The items' value with tax the order charges: less the coupon's reduction. */
function taxedItems(order: OrderResponse): number {
  return order.cost.items - (order.coupon?.reduction ?? 0);
}

/** The order's payment methods: the gift card (G) first when one paid part of it, then the rest. */
function paymentKeys(order: OrderResponse): string[] {
  const method = order.payment.method;
  return order.giftCard && method !== "G" ? ["G", method] : [method];
}

/**
 * The purchase event's items (catalogue spec point 7): identical order lines (the same variant,
 * e.g. with and without a printed text) merged into one, their quantities added.
 */
export function mergedOrderItems(lines: readonly OrderLine[]): TrackedOrderItem[] {
  const merged = new Map<string, TrackedOrderItem>();
  for (const line of lines) {
    const known = merged.get(line.variantId);
    merged.set(line.variantId, {
      item_id: line.productReferenceKey,
      item_variant: line.variantReferenceKey,
      item_name: line.name,
      price: trackedAmount(line.unitPrice),
      quantity: (known?.quantity ?? 0) + line.quantity,
      discount: known?.discount ?? 0,
    });
  }
  return [...merged.values()];
}

/** `frontend_purchase` (catalogue spec point 7): once per order, on the thank-you page. */
export function purchaseEvent(order: OrderResponse): TrackingEvent {
  return {
    event: "frontend_purchase",
    ecommerce: {
      transaction_id: order.orderNumber,
      currency: order.cost.currencyCode,
      value: trackedAmount(order.cost.total),
      shipping: trackedAmount(order.cost.shipping),
      items: mergedOrderItems(order.lines),
    },
    order: orderTrackingData(order),
  };
}
