import {
  trackedAmount,
  trackedItem,
  type Basket,
  type BasketItem,
  type Country,
  type Currency,
  type LineProduct,
  type LineVariant,
  type TrackedItem,
  type TrackingEvent,
  type WishlistItem,
} from "@shop/shared";

/** A tracked item with the quantity the event is about. */
export interface TrackedCartItem extends TrackedItem {
  readonly quantity: number;
}

/** The tracked item (catalogue spec point 3) of a basket or wishlist line's product and variant. */
export function trackedLine(
  product: LineProduct,
  variant: LineVariant,
  country: Country,
): TrackedItem {
  return trackedItem(
    {
      referenceKey: product.referenceKey,
      name: product.name,
      brand: product.brand,
      subbrand: product.subbrand,
      // A line names its categories, most general first; the name stands in for the id.
      categories: product.categories.map((name) => ({ id: name, categoryName: name })),
    },
    { referenceKey: variant.referenceKey, price: variant.price },
    country,
  );
}

function cartItem(item: BasketItem, quantity: number, country: Country): TrackedCartItem {
  // The unit price the quantity reached (a scale price) is what the shopper pays.
  const tracked = trackedLine(
    item.product,
    { ...item.variant, price: { ...item.variant.price, withTax: item.price.unit } },
    country,
  );
  return { ...tracked, quantity };
}

const value = (items: readonly TrackedCartItem[]) =>
  Math.round(items.reduce((sum, item) => sum + (item.price ?? 0) * item.quantity, 0) * 100) / 100;

/** A copy of the basket as tracked: its items with quantities, and its value (catalogue spec point 7). */
function basketCopy(basket: Basket, country: Country) {
  const items = basket.items.map((item) => cartItem(item, item.quantity, country));
  return { key: basket.key, value: trackedAmount(basket.cost.withTax), items };
}

function cartEvent(
  event: string,
  currency: Currency,
  items: readonly TrackedCartItem[],
  basket: Basket | undefined,
  country: Country,
): TrackingEvent {
  return {
    event,
    ecommerce: {
      currency,
      value: value(items),
      items,
      ...(basket ? { basket: basketCopy(basket, country) } : {}),
    },
  };
}

/** `frontend_add_to_cart`: `quantity` of a line were added; `basket` is the basket after. */
export function addToCartEvent(
  item: BasketItem,
  quantity: number,
  basket: Basket,
  country: Country,
): TrackingEvent {
  return cartEvent(
    "frontend_add_to_cart",
    basket.cost.currencyCode,
    [cartItem(item, quantity, country)],
    basket,
    country,
  );
}

/** `frontend_remove_from_cart`: a line left the basket (its whole quantity). */
export function removeFromCartEvent(
  item: BasketItem,
  basket: Basket,
  country: Country,
): TrackingEvent {
  return cartEvent(
    "frontend_remove_from_cart",
    basket.cost.currencyCode,
    [cartItem(item, item.quantity, country)],
    basket,
    country,
  );
}

/** `frontend_modify_in_cart`: a line's quantity changed from `before` to the line's quantity. */
export function modifyInCartEvent(
  item: BasketItem,
  before: number,
  basket: Basket,
  country: Country,
): TrackingEvent {
  const event = cartEvent(
    "frontend_modify_in_cart",
    basket.cost.currencyCode,
    [cartItem(item, item.quantity, country)],
    basket,
    country,
  );
  return { ...event, quantity_before: before, quantity_after: item.quantity };
}

/** `frontend_view_cart`: the basket page shows the basket. */
export function viewCartEvent(basket: Basket, country: Country): TrackingEvent {
  return cartEvent(
    "frontend_view_cart",
    basket.cost.currencyCode,
    basket.items.map((item) => cartItem(item, item.quantity, country)),
    undefined,
    country,
  );
}

/** `frontend_add_to_wishlist` and `frontend_remove_from_wishlist` (core spec point 7). */
export function wishlistEvent(
  change: "add" | "remove",
  items: readonly WishlistItem[],
  currency: Currency,
  country: Country,
): TrackingEvent {
  const tracked = items.map((item) => ({
    ...trackedLine(item.product, item.variant, country),
    quantity: 1,
  }));
  return {
    event: change === "add" ? "frontend_add_to_wishlist" : "frontend_remove_from_wishlist",
    ecommerce: { currency, value: value(tracked), items: tracked },
  };
}
