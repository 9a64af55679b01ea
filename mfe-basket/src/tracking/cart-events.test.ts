import { describe, expect, it } from "vitest";
import { basket, basketItem, wishlist } from "../basket-client/test-data.ts";
import {
  addToCartEvent,
  modifyInCartEvent,
  removeFromCartEvent,
  viewCartEvent,
  wishlistEvent,
} from "./cart-events.ts";

describe("basket tracking (catalogue spec point 7)", () => {
  const line = basketItem();
  const current = basket([line]);

  it("tracks an add with the tracked item, the quantity and prices divided by 100", () => {
    const event = addToCartEvent(line, 1, current, "de");
    expect(event.event).toBe("frontend_add_to_cart");
    expect(event.ecommerce).toMatchObject({
      currency: "EUR",
      value: 11.9,
      items: [
        {
          item_id: "1000001",
          item_variant: "1000001_01",
          master_key: "1000001",
          product_group: "4711",
          item_name: "Vase Alma",
          item_brand: "Wohnfein",
          item_category: "Wohnen",
          item_category2: "4711 Vasen",
          price: 11.9,
          price_net: 10,
          recommended_retail_price: 15,
          tax: 1.9,
          quantity: 1,
        },
      ],
      basket: { value: 23.8 },
    });
  });

  it("tracks removal, change and view with their quantities", () => {
    expect(removeFromCartEvent(line, basket([]), "de")).toMatchObject({
      event: "frontend_remove_from_cart",
      ecommerce: { value: 23.8, items: [{ quantity: 2 }] },
    });
    expect(modifyInCartEvent(line, 1, current, "de")).toMatchObject({
      event: "frontend_modify_in_cart",
      quantity_before: 1,
      quantity_after: 2,
    });
    expect(viewCartEvent(current, "de")).toMatchObject({
      event: "frontend_view_cart",
      ecommerce: { currency: "EUR", value: 23.8, items: [{ item_id: "1000001", quantity: 2 }] },
    });
  });

  it("tracks wishlist adds and removals", () => {
    const items = wishlist(["a"]).items;
    expect(wishlistEvent("add", items, "CHF", "ch")).toMatchObject({
      event: "frontend_add_to_wishlist",
      ecommerce: { currency: "CHF", items: [{ item_id: "1000001", price: 11.9 }] },
    });
    expect(wishlistEvent("remove", items, "EUR", "de").event).toBe("frontend_remove_from_wishlist");
  });
});
