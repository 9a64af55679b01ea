import { describe, expect, it } from "vitest";
import {
  deliveryInfo,
  deliveryMessage,
  deliverySortIndex,
  type DeliveryInfo,
} from "./delivery-message.ts";
import { testVariant } from "./test-variants.ts";

const info = (
  daysFrom: number,
  daysTo: number,
  bvc: DeliveryInfo["bvc"] = 1,
  varying = false,
): DeliveryInfo => ({
  bvc,
  daysFrom,
  daysTo,
  varyingDeliveryTimes: varying,
});

describe("deliveryMessage", () => {
  it("is instant up to 3 days for the baby brand and 4 for the home brand", () => {
    expect(deliveryMessage(info(1, 3), "baby")).toMatchObject({
      key: "deliveryTimeInstant",
      daysFrom: 1,
      daysTo: 3,
    });
    expect(deliveryMessage(info(1, 4), "baby").key).toBe("deliveryTimeSoon");
    expect(deliveryMessage(info(1, 4), "home").key).toBe("deliveryTimeInstant");
    expect(deliveryMessage(info(1, 5), "home").key).toBe("deliveryTimeSoon");
  });

  it("is soon up to 13 days and late from 14", () => {
    expect(deliveryMessage(info(5, 13), "home").key).toBe("deliveryTimeSoon");
    expect(deliveryMessage(info(14, 14), "home")).toMatchObject({
      key: "deliveryTimeLate",
      weeks: 2,
      weeksLabel: "2",
    });
  });

  it("rounds weeks, shows '> 5' over 5 and caps the group at 6", () => {
    expect(deliveryMessage(info(14, 38), "home")).toMatchObject({
      weeks: 5,
      weeksLabel: "5",
      groupWeeks: 5,
    });
    expect(deliveryMessage(info(14, 39), "home")).toMatchObject({
      weeks: 6,
      weeksLabel: "> 5",
      groupWeeks: 6,
    });
    expect(deliveryMessage(info(14, 70), "home")).toMatchObject({
      weeks: 10,
      weeksLabel: "> 5",
      groupWeeks: 6,
    });
  });

  it("says 'available' for long and varying times", () => {
    expect(deliveryMessage(info(14, 30, 1, true), "home").key).toBe("deliveryAvailable");
    expect(deliveryMessage(info(1, 2, 1, true), "home").key).toBe("deliveryTimeInstant");
  });

  it("is a preorder from 999 days, a download at 0 to 0", () => {
    expect(deliveryMessage(info(30, 999, 2), "home").key).toBe("product.deliveryTimePreorder");
    expect(deliveryMessage(info(30, 998, 2), "home").key).toBe("deliveryTimeLate");
    expect(deliveryMessage(info(0, 0), "baby").key).toBe("deliveryTimeDownload");
    expect(deliveryMessage(info(0, 1), "baby").key).toBe("deliveryTimeInstant");
  });

  it("shows none for code 3 and sold for code 4, in the danger colour", () => {
    expect(deliveryMessage(info(0, 0, 3), "home")).toEqual({
      key: "deliveryTimeNone",
      danger: true,
    });
    expect(deliveryMessage(info(1, 2, 4), "home")).toEqual({
      key: "deliveryTimeSold",
      danger: true,
    });
  });
});

describe("deliverySortIndex", () => {
  it("sorts sold and none by code times 999 and late groups by weeks times 5", () => {
    expect(deliverySortIndex(info(0, 0, 4), "home")).toBe(3996);
    expect(deliverySortIndex(info(0, 0, 3), "home")).toBe(2997);
    expect(deliverySortIndex(info(14, 70), "home")).toBe(30);
    expect(deliverySortIndex(info(1, 2), "home")).toBe(0);
  });
});

describe("deliveryInfo", () => {
  it("finds varying times among the available variants only", () => {
    const a = testVariant("a", { from: 14, to: 20 });
    expect(deliveryInfo(a, [a, testVariant("b", { from: 14, to: 20 })]).varyingDeliveryTimes).toBe(
      false,
    );
    expect(
      deliveryInfo(a, [a, testVariant("b", { from: 1, to: 2, bvc: 4 })]).varyingDeliveryTimes,
    ).toBe(false);
    expect(deliveryInfo(a, [a, testVariant("b", { from: 1, to: 2 })]).varyingDeliveryTimes).toBe(
      true,
    );
    expect(deliveryInfo(a)).toEqual({
      bvc: 1,
      daysFrom: 14,
      daysTo: 20,
      varyingDeliveryTimes: false,
    });
  });
});
