import { trackedAmount, type Basket, type Country, type TrackingEvent } from "@shop/shared";
import { trackedLine } from "../tracking/cart-events.ts";

/**
 * `frontend_begin_checkout` (catalogue spec point 7): the shopper enters the checkout with this
 * basket. Like the cart events: the currency, the value, the items with their quantities at the
 * unit price each line reached, and a copy of the basket; amounts divided by 100.
 */
export function beginCheckoutEvent(basket: Basket, country: Country): TrackingEvent {
  const items = basket.items.map((item) => ({
    ...trackedLine(
      item.product,
      { ...item.variant, price: { ...item.variant.price, withTax: item.price.unit } },
      country,
    ),
    quantity: item.quantity,
  }));
  const value = trackedAmount(basket.cost.withTax);
  return {
    event: "frontend_begin_checkout",
    ecommerce: {
      currency: basket.cost.currencyCode,
      value,
      items,
      basket: { key: basket.key, value, items },
    },
  };
}
