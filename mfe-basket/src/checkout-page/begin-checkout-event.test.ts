import { describe, expect, it } from "vitest";
import { basket, basketItem } from "../basket-client/test-data.ts";
import { beginCheckoutEvent } from "./begin-checkout-event.ts";

describe("frontend_begin_checkout (catalogue spec point 7)", () => {
  it("carries the currency, the basket's value and its lines with quantities, prices / 100", () => {
    const event = beginCheckoutEvent(basket([basketItem()]), "de");
    expect(event.event).toBe("frontend_begin_checkout");
    expect(event.ecommerce).toMatchObject({
      currency: "EUR",
      value: 23.8,
      items: [{ item_id: "1000001", item_variant: "1000001_01", price: 11.9, quantity: 2 }],
      basket: {
        key: "basket_home-de_0123456789abcdef0123456789abcdef",
        value: 23.8,
        items: [{ item_id: "1000001", quantity: 2 }],
      },
    });
  });
});
