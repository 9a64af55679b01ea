import { describe, expect, it } from "vitest";
import { canMoveOrder } from "./order-status.ts";
import { paymentMethodsFor } from "./payment-methods.ts";
import { isPostcodeOf, normalisedPostcode } from "./postcode-rules.ts";

const codes = (shop: Parameters<typeof paymentMethodsFor>[0]) =>
  paymentMethodsFor(shop).map((offer) => offer.code);

describe("payment methods per shop (issue 18, point 3)", () => {
  it("offers TWINT only in Switzerland in francs and iDEAL only in the Netherlands", () => {
    expect(codes({ country: "ch", currency: "CHF", paypalInstallments: false })).toContain("TW");
    expect(codes({ country: "de", currency: "EUR", paypalInstallments: false })).not.toContain(
      "TW",
    );
    expect(codes({ country: "nl", currency: "EUR", paypalInstallments: false })).toContain("IL");
    expect(codes({ country: "be", currency: "EUR", paypalInstallments: false })).not.toContain(
      "IL",
    );
  });

  it("offers cash on delivery and invoice in the German-speaking countries", () => {
    expect(codes({ country: "de", currency: "EUR", paypalInstallments: false })).toEqual([
      "KK",
      "KD",
      "KC",
      "KN",
      "PP",
      "G",
      "NN",
      "RE",
      "V",
      "AP",
    ]);
    expect(codes({ country: "fr", currency: "EUR", paypalInstallments: false })).toEqual([
      "KK",
      "PP",
      "G",
      "V",
      "AP",
    ]);
  });

  it("offers PayPal instalments only where the shop option says, and marks redirect methods", () => {
    const withOption = paymentMethodsFor({
      country: "de",
      currency: "EUR",
      paypalInstallments: true,
    });
    expect(withOption.find((offer) => offer.code === "PP")).toEqual({
      code: "PP",
      redirect: true,
      instalments: true,
    });
    const without = paymentMethodsFor({
      country: "de",
      currency: "EUR",
      paypalInstallments: false,
    });
    expect(without.find((offer) => offer.code === "PP")?.instalments).toBe(false);
    expect(without.find((offer) => offer.code === "KK")?.redirect).toBe(false);
  });
});

describe("postcodes per country (issue 18, point 2)", () => {
  it.each([
    ["de", "10115", true],
    ["de", "1011", false],
    ["at", "1010", true],
    ["ch", "8001", true],
    ["fr", "75001", true],
    ["be", "1000", true],
    ["be", "10000", false],
    ["nl", "1012 ab", true],
    ["nl", "1012AB", true],
    ["nl", "1012", false],
  ] as const)("%s %s → %s", (country, postcode, valid) => {
    expect(isPostcodeOf(country, postcode)).toBe(valid);
  });

  it("normalises spaces and letters", () => {
    expect(normalisedPostcode("  1012   ab ")).toBe("1012 AB");
  });
});

describe("the order state machine (issue 18, point 6)", () => {
  it("moves placed → paid → shipped → delivered, and cancels only before shipping", () => {
    expect(canMoveOrder("placed", "paid")).toBe(true);
    expect(canMoveOrder("paid", "shipped")).toBe(true);
    expect(canMoveOrder("shipped", "delivered")).toBe(true);
    expect(canMoveOrder("placed", "cancelled")).toBe(true);
    expect(canMoveOrder("shipped", "cancelled")).toBe(false);
    expect(canMoveOrder("placed", "shipped")).toBe(false);
    expect(canMoveOrder("cancelled", "paid")).toBe(false);
  });
});
