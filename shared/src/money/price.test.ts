import { describe, expect, it } from "vitest";
import { formatPrice, isReducedPrice, moneyFormatLocale } from "./price.ts";

describe("moneyFormatLocale", () => {
  it("formats Austria like Germany and Swiss French like Swiss German", () => {
    expect(moneyFormatLocale("de-at")).toBe("de-DE");
    expect(moneyFormatLocale("fr-ch")).toBe("de-CH");
    expect(moneyFormatLocale("nl-be")).toBe("nl-BE");
  });
});

describe("formatPrice", () => {
  it("divides cents by 100 and uses the shop's currency", () => {
    expect(formatPrice(1999, "EUR", "de-de")).toMatch(/^19,99\s€$/);
    expect(formatPrice(1999, "CHF", "fr-ch")).toMatch(/CHF.?19\.99/);
  });

  it("uses no decimals for price ranges", () => {
    expect(formatPrice(1999, "EUR", "fr-fr", 0)).toMatch(/^20\s€$/);
  });
});

describe("isReducedPrice", () => {
  it("counts a price as reduced only at 96 % of the reference or less", () => {
    expect(isReducedPrice(9600, 10000)).toBe(true);
    expect(isReducedPrice(9601, 10000)).toBe(false);
    expect(isReducedPrice(5000, 10000)).toBe(true);
  });

  it("needs a positive reference", () => {
    expect(isReducedPrice(100, null)).toBe(false);
    expect(isReducedPrice(0, 0)).toBe(false);
  });
});
