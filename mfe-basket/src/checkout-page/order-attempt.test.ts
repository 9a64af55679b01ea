import { describe, expect, it } from "vitest";
import type { PlaceOrderBody } from "@shop/shared";
import { nextOrderAttempt } from "./order-attempt.ts";

const body: PlaceOrderBody = {
  basketKey: "basket_home-de_0123456789abcdef0123456789abcdef",
  email: "anna@example.org",
  shippingAddress: {
    salutation: "f",
    firstName: "Anna",
    lastName: "Schmidt",
    street: "Hauptstraße",
    houseNumber: "12a",
    postcode: "10115",
    city: "Berlin",
    country: "de",
  },
  shippingMethod: "standard",
  paymentMethod: "KK",
  expectedTotal: 4990,
};

describe("nextOrderAttempt", () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it("keeps the key while the same body is sent again", () => {
    const first = nextOrderAttempt(undefined, body, newKey);
    expect(nextOrderAttempt(first, { ...body }, newKey)).toBe(first);
  });

  it("takes a new key when the body changed", () => {
    const first = nextOrderAttempt(undefined, body, newKey);
    const second = nextOrderAttempt(first, { ...body, paymentMethod: "PP" }, newKey);
    expect(second.key).not.toBe(first.key);
    expect(JSON.parse(second.body)).toMatchObject({ paymentMethod: "PP" });
  });
});
