// Test data for the basket team's unit tests: a small basket and wishlist in the API's shape.
import type {
  Basket,
  BasketItem,
  CurrentBasketResponse,
  CurrentWishlistResponse,
  LineProduct,
  LineVariant,
  OrderResponse,
  Wishlist,
} from "@shop/shared";
import type { BasketClient } from "../api/client.ts";
import type { OrderDetail, OrderList } from "../orders/order-views.ts";

export function lineProduct(overrides: Partial<LineProduct> = {}): LineProduct {
  return {
    id: "home-1000001",
    referenceKey: "1000001",
    name: "Vase Alma",
    brand: "Wohnfein",
    subbrand: null,
    seoPath: "p/vase-alma-1000001/",
    attributes: {},
    advancedAttributes: {},
    images: [{ src: "/images/home/1000001-0.webp" }],
    categories: ["Wohnen", "4711 Vasen"],
    ...overrides,
  };
}

export function lineVariant(overrides: Partial<LineVariant> = {}): LineVariant {
  return {
    id: "home-1000001-01",
    referenceKey: "1000001_01",
    label: "M",
    price: {
      withTax: 1190,
      recommendedRetailPrice: 1500,
      currencyCode: "EUR",
      reference: null,
      appliedReductions: [],
    },
    priceScale: { priceReference: "1000001@home-de", paybackFactor: 1 },
    ...overrides,
  };
}

export function basketItem(overrides: Partial<BasketItem> = {}): BasketItem {
  return {
    key: "item-1",
    quantity: 2,
    availableQuantity: 5,
    version: 1,
    variant: lineVariant(),
    product: lineProduct(),
    itemGroup: { id: "", isMainItem: true, isRequired: false },
    customData: { pricePromotionKey: "default" },
    displayData: {},
    price: { unit: 1190, total: 2380, reference: 1500 },
    promotionId: null,
    promotion: null,
    ...overrides,
  };
}

export function basket(items: readonly BasketItem[] = [basketItem()]): Basket {
  const withTax = items.reduce((sum, item) => sum + item.price.total, 0);
  return {
    key: "basket_home-de_0123456789abcdef0123456789abcdef",
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    cost: {
      withTax,
      withoutTax: Math.round(withTax / 1.19),
      shipping: { cost: 499, label: "Standard", next: null, remaining: 0 },
      couponReduction: 0,
      total: withTax + 499,
      currencyCode: "EUR",
    },
    coupon: null,
    paybackPoints: null,
  };
}

export function wishlist(productIds: readonly string[]): Wishlist {
  return {
    key: "wishlist_home-de_0123456789abcdef0123456789abcdef",
    items: productIds.map((id, index) => ({
      key: `w${index}`,
      product: lineProduct({ id }),
      variant: lineVariant({ id: `${id}-0${index}` }),
    })),
  };
}

/**
 * A fake of the slice's in-process client for renderer tests: answers the given basket,
 * wishlist and order (by default none, and no wishlist in the shop), or fails when told to;
 * records calls.
 */
export function fakeBasketClient(
  answers: {
    basket?: CurrentBasketResponse | Error;
    wishlist?: CurrentWishlistResponse | null | Error;
    order?: OrderResponse | null | Error;
    customerOrders?: OrderList | null | Error;
    orderDetail?: OrderDetail | null | Error;
  } = {},
): BasketClient & { readonly calls: string[] } {
  const calls: string[] = [];
  const answer = <T>(name: string, value: T | Error): Promise<T> => {
    calls.push(name);
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value);
  };
  return {
    calls,
    currentBasket: () =>
      answer("currentBasket", answers.basket ?? { basketKey: null, basket: null }),
    currentWishlist: () => answer("currentWishlist", answers.wishlist ?? null),
    order: (orderNumber) => answer(`order ${orderNumber}`, answers.order ?? null),
    customerOrders: (page) => answer(`customerOrders ${page}`, answers.customerOrders ?? null),
    orderDetail: (orderNumber) => answer(`orderDetail ${orderNumber}`, answers.orderDetail ?? null),
  };
}

/** A placed order of the home brand's German shop: two vases and a towel, paid by credit card. */
export function placedOrder(overrides: Partial<OrderResponse> = {}): OrderResponse {
  const address = {
    salutation: "f",
    firstName: "Anna",
    lastName: "Schmidt",
    street: "Hauptstraße",
    houseNumber: "12a",
    postcode: "10115",
    city: "Berlin",
    country: "de",
  } as const;
  return {
    orderNumber: "7KQ2M9XW4TB8PD",
    status: "placed",
    customer: { id: "0123456789abcdef0123456789abcdef", isGuestCustomer: true },
    placedAt: "2026-11-24T09:00:00.000Z",
    email: "anna@example.org",
    shippingAddress: address,
    billingAddress: address,
    shippingMethod: "standard",
    lines: [
      {
        variantId: "home-1000001-1",
        variantReferenceKey: "1000001_01",
        productId: "home-1000001",
        productReferenceKey: "1000001",
        name: "Vase Alma",
        variantLabel: "M",
        quantity: 2,
        unitPrice: 1990,
        total: 3980,
      },
      {
        variantId: "home-1000003-1",
        variantReferenceKey: "1000003_01",
        productId: "home-1000003",
        productReferenceKey: "1000003",
        name: "Badetuch Mare",
        variantLabel: null,
        quantity: 1,
        unitPrice: 2499,
        total: 2499,
      },
    ],
    cost: { items: 6479, shipping: 0, total: 6479, withoutTax: 5445, currencyCode: "EUR" },
    coupon: null,
    giftCard: null,
    payment: { method: "KK", status: "authorised", redirectUrl: null },
    ...overrides,
  };
}
