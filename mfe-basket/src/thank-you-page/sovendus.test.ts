import { describe, expect, it } from "vitest";
import { consentCookieName, currentConsentVersion, serializeConsentCookie } from "@shop/shared";
import { placedOrder } from "../basket-client/test-data.ts";
import {
  claimSovendusOrder,
  consentAllowsSovendus,
  sovendusConsumer,
  sovendusIframe,
  sovendusOrderValue,
  sovendusOrdersKey,
} from "./sovendus.ts";

/** A Storage kept in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const now = new Date("2026-11-24T10:00:00.000Z");

/** A `document.cookie` with a consent record whose services are as given. */
const consentCookie = (services: Record<string, boolean>, interacted = true) =>
  `shop_session=abc; ${consentCookieName}=${serializeConsentCookie({
    version: currentConsentVersion,
    appVersion: "0.2.0",
    userInteracted: interacted,
    services,
    createdAt: "2026-11-01T00:00:00.000Z",
  })}`;

describe("Sovendus on the thank-you page (decision 0047)", () => {
  it("bills the order net of VAT and shipping, in currency units with two decimals", () => {
    expect(sovendusOrderValue(placedOrder())).toBe("54.45");
    const withShipping = placedOrder({
      cost: { items: 2000, shipping: 499, total: 2499, withoutTax: 2100, currencyCode: "EUR" },
    });
    // 21.00 without tax over 24.99 with: the 4.99 shipping carries 0.84 of it.
    expect(sovendusOrderValue(withShipping)).toBe("16.81");
    const free = placedOrder({
      cost: { items: 0, shipping: 0, total: 0, withoutTax: 0, currencyCode: "EUR" },
    });
    expect(sovendusOrderValue(free)).toBe("0.00");
  });

  it("tells Sovendus the shop's numbers, the order, its currency and coupon", () => {
    const order = placedOrder({
      coupon: { code: "WILLKOMMEN10", reduction: 500 },
      cost: { items: 6479, shipping: 0, total: 6479, withoutTax: 5445, currencyCode: "CHF" },
    });
    expect(
      sovendusIframe(order, { trafficSourceNumber: 3245, trafficMediumNumber: 1 }, "f00d"),
    ).toEqual({
      trafficSourceNumber: 3245,
      trafficMediumNumber: 1,
      sessionId: "f00d",
      timestamp: Date.parse(order.placedAt) / 1000,
      orderId: order.orderNumber,
      orderValue: "54.45",
      orderCurrency: "CHF",
      usedCouponCode: "WILLKOMMEN10",
      iframeContainerId: "sovendus-container-1",
    });
    expect(
      sovendusIframe(placedOrder(), { trafficSourceNumber: 1150, trafficMediumNumber: 1 }, "")
        .usedCouponCode,
    ).toBe("");
    expect(sovendusConsumer(order)).toMatchObject({
      consumerSalutation: "Mrs.",
      consumerEmail: "anna@example.org",
      consumerStreetNumber: "12a",
      consumerZipcode: "10115",
      consumerCountry: "DE",
    });
  });

  it("needs a valid consent to the sovendus service", () => {
    expect(consentAllowsSovendus("", now)).toBe(false);
    expect(consentAllowsSovendus(consentCookie({ sovendus: true }), now)).toBe(true);
    expect(consentAllowsSovendus(consentCookie({ sovendus: false, ad_storage: true }), now)).toBe(
      false,
    );
    expect(consentAllowsSovendus(consentCookie({ sovendus: true }, false), now)).toBe(false);
    expect(consentAllowsSovendus(consentCookie({ sovendus: true }), new Date("2028-01-01"))).toBe(
      false,
    );
  });

  it("hands each order to Sovendus once per browser", () => {
    const storage = memoryStorage();
    expect(claimSovendusOrder("7KQ2M9XW4TB8PD", storage)).toBe(true);
    expect(claimSovendusOrder("7KQ2M9XW4TB8PD", storage)).toBe(false);
    expect(claimSovendusOrder("ABCDEFGHJKMNPQ", storage)).toBe(true);
    expect(JSON.parse(storage.getItem(sovendusOrdersKey) ?? "[]")).toEqual([
      "7KQ2M9XW4TB8PD",
      "ABCDEFGHJKMNPQ",
    ]);
  });
});
