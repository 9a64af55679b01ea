import { describe, expect, it } from "vitest";
import type { OrderLine, OrderResponse } from "./orders.ts";
import { orderTrackingData, purchaseEvent } from "./order-tracking.ts";

const line = (overrides: Partial<OrderLine>): OrderLine => ({
  variantId: "home-1000001-1",
  variantReferenceKey: "1000001_01",
  productId: "home-1000001",
  productReferenceKey: "1000001",
  name: "Vase Alma",
  variantLabel: "M",
  quantity: 1,
  unitPrice: 1990,
  total: 1990,
  ...overrides,
});

const address = {
  salutation: "f",
  firstName: "Anna",
  lastName: "Schmidt",
  street: "Hauptstraße",
  houseNumber: "1",
  postcode: "10115",
  city: "Berlin",
  country: "de",
} as const;

const order: OrderResponse = {
  orderNumber: "7KQ2M9XW4TB8PD",
  status: "placed",
  customer: { id: "0123456789abcdef0123456789abcdef", isGuestCustomer: true },
  placedAt: "2026-11-24T09:00:00.000Z",
  email: "anna@example.org",
  shippingAddress: address,
  billingAddress: address,
  shippingMethod: "standard",
  lines: [
    line({ quantity: 2, total: 3980 }),
    line({
      variantId: "home-1000003-1",
      variantReferenceKey: "1000003_01",
      productReferenceKey: "1000003",
      name: "Badetuch Mare",
      unitPrice: 2499,
      total: 2499,
    }),
    line({ quantity: 1 }),
  ],
  cost: { items: 8469, shipping: 499, total: 8968, withoutTax: 7117, currencyCode: "EUR" },
  coupon: null,
  giftCard: null,
  payment: { method: "PP", status: "authorised", redirectUrl: null },
};

describe("the purchase event (catalogue spec point 7, core spec point 3)", () => {
  it("merges identical lines, divides prices by 100 and carries the order tracking data", () => {
    expect(purchaseEvent(order)).toEqual({
      event: "frontend_purchase",
      ecommerce: {
        transaction_id: "7KQ2M9XW4TB8PD",
        currency: "EUR",
        value: 89.68,
        shipping: 4.99,
        items: [
          {
            item_id: "1000001",
            item_variant: "1000001_01",
            item_name: "Vase Alma",
            price: 19.9,
            quantity: 3,
            discount: 0,
          },
          {
            item_id: "1000003",
            item_variant: "1000003_01",
            item_name: "Badetuch Mare",
            price: 24.99,
            quantity: 1,
            discount: 0,
          },
        ],
      },
      order: {
        id: "7KQ2M9XW4TB8PD",
        customer: {
          id: "0123456789abcdef0123456789abcdef",
          email: "anna@example.org",
          status: { isGuestCustomer: true },
        },
        payment: [{ key: "PP" }],
        voucher: null,
        cost: { tax: { vat: { amount: 13.52 } } },
        shipping: 4.99,
        currencyCode: "EUR",
        giftcard: null,
        specialCoupon: null,
      },
    });
  });

  it("fills voucher and giftcard and lists the gift card first among the payments", () => {
    const reduced: OrderResponse = {
      ...order,
      cost: { items: 8469, shipping: 499, total: 8121, withoutTax: 6405, currencyCode: "EUR" },
      coupon: { code: "WILLKOMMEN10", reduction: 847 },
      giftCard: { code: "GIFT5000DEMO", amount: 2500 },
    };
    expect(orderTrackingData(reduced)).toMatchObject({
      payment: [{ key: "G" }, { key: "PP" }],
      voucher: {
        coupon: "WILLKOMMEN10",
        coupon_code: "WILLKOMMEN10",
        coupon_reduction_with_tax: 8.47,
      },
      cost: { tax: { vat: { amount: 12.17 } } },
      giftcard: { amount: 25, giftCardCode: "GIFT5000DEMO" },
    });
    const whole = { ...reduced, payment: { ...reduced.payment, method: "G" as const } };
    expect(orderTrackingData(whole).payment).toEqual([{ key: "G" }]);
  });
});
