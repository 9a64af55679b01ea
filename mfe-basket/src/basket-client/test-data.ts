// Test data for the basket team's unit tests: a small basket and wishlist in the API's shape.
import type {
  Basket,
  BasketItem,
  CurrentBasketResponse,
  CurrentWishlistResponse,
  LineProduct,
  LineVariant,
  Wishlist,
} from "@shop/shared";
import type { BasketClient } from "../api/client.ts";

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
      total: withTax + 499,
      currencyCode: "EUR",
    },
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
 * A fake of the slice's in-process client for renderer tests: answers the given basket and
 * wishlist (by default none, and no wishlist in the shop), or fails when told to; records calls.
 */
export function fakeBasketClient(
  answers: {
    basket?: CurrentBasketResponse | Error;
    wishlist?: CurrentWishlistResponse | null | Error;
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
  };
}
