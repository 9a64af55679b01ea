import { describe, expect, it } from "vitest";
import {
  canMoveOrder,
  isOrderStatus,
  nextOrderStatuses,
  orderStatuses,
  shopperMayCancel,
  shopperMayComplain,
} from "./order-status.ts";

describe("the order state machine (decision 0039)", () => {
  it("moves forward only along the written-down transitions", () => {
    const allowed = orderStatuses.flatMap((from) =>
      orderStatuses.filter((to) => canMoveOrder(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      "placed→paid",
      "placed→cancelled",
      "paid→shipped",
      "paid→cancelled",
      "shipped→delivered",
    ]);
  });

  it("keeps delivered and cancelled final", () => {
    expect(nextOrderStatuses("delivered")).toEqual([]);
    expect(nextOrderStatuses("cancelled")).toEqual([]);
  });

  it("lets the shopper cancel only where the option is on and nothing was shipped", () => {
    expect(shopperMayCancel("placed", true)).toBe(true);
    expect(shopperMayCancel("paid", true)).toBe(true);
    expect(shopperMayCancel("shipped", true)).toBe(false);
    expect(shopperMayCancel("cancelled", true)).toBe(false);
    expect(shopperMayCancel("placed", false)).toBe(false);
  });

  it("takes complaints about every order that was not cancelled", () => {
    expect(orderStatuses.filter(shopperMayComplain)).toEqual([
      "placed",
      "paid",
      "shipped",
      "delivered",
    ]);
  });

  it("recognises the states by name only", () => {
    expect(isOrderStatus("shipped")).toBe(true);
    expect(isOrderStatus("lost")).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});
