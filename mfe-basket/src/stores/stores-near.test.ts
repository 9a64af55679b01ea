import { describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import { postcodeSearchDigits, shopStore, storesNear } from "./stores-near.ts";

const germany = shopContext("home", "de", "de");
const austria = shopContext("home", "at", "de");

describe("the stores near a postcode (decision 0046)", () => {
  it("puts the store sharing the longest beginning first", () => {
    expect(storesNear(germany, "80331")[0]?.city).toBe("München");
    expect(storesNear(germany, "2")[0]?.city).toBe("Hamburg");
    expect(storesNear(austria, "1010")[0]?.city).toBe("Wien");
  });

  it("answers only the shop's own country and brand, at most five", () => {
    expect(storesNear(austria, "8").every((store) => store.country === "at")).toBe(true);
    expect(storesNear(germany, "1")).toHaveLength(5);
    expect(storesNear(shopContext("baby", "de", "de"), "10115")).toEqual([]);
  });

  it("reads whole postcodes and their beginnings, and refuses anything else", () => {
    expect(postcodeSearchDigits("de", " 10115 ")).toBe("10115");
    expect(postcodeSearchDigits("de", "1")).toBe("1");
    expect(postcodeSearchDigits("nl", "1011 ab")).toBe("1011");
    expect(postcodeSearchDigits("de", "101155")).toBeUndefined();
    expect(postcodeSearchDigits("at", "10115")).toBeUndefined();
    expect(postcodeSearchDigits("de", "Berlin")).toBeUndefined();
    expect(postcodeSearchDigits("de", "")).toBeUndefined();
    expect(postcodeSearchDigits("nl", "10 AB")).toBeUndefined();
  });

  it("finds a store by id only in its shop", () => {
    expect(shopStore(germany, "home-de-koeln")?.city).toBe("Köln");
    expect(shopStore(austria, "home-de-koeln")).toBeUndefined();
  });
});
