import { describe, expect, it } from "vitest";
import type { FragmentRenderer } from "@shop/shared";
import { builtServerModule, fragmentRequest, testShopConfig } from "@shop/shared/testing";
import { shopContext } from "@shop/shared";
import type { BasketClient } from "../api/client.ts";
import { fakeBasketClient, placedOrder } from "../basket-client/test-data.ts";

const renderer = () => builtServerModule<FragmentRenderer>(import.meta.dirname + "/../..");

/** The thank-you page of an order in a shop with or without Sovendus numbers. */
function thankYou(
  order: ReturnType<typeof placedOrder>,
  numbers: boolean,
  language = "de" as const,
) {
  const shop = shopContext("home", "de", language);
  const config = testShopConfig(shop);
  return fragmentRequest<BasketClient>({
    api: fakeBasketClient({ order }),
    route: "thankYou",
    query: { orderNumber: order.orderNumber },
    shopConfig: {
      ...config,
      options: {
        ...config.options,
        sovendus: numbers ? { trafficSourceNumber: 1150, trafficMediumNumber: 1 } : null,
      },
    },
  });
}

describe("the thank-you page's Sovendus hook and expired payments (decision 0047)", () => {
  it("has Sovendus's container only where the shop has numbers, and hands them to the browser", async () => {
    const order = placedOrder();
    const withNumbers = await (await renderer()).render("thankYouPage", thankYou(order, true));
    expect(withNumbers.html).toContain('id="sovendus-container-1"');
    expect(withNumbers.html).not.toContain("data-order-confirmation");
    expect(withNumbers.state).toEqual({
      order,
      sovendus: { trafficSourceNumber: 1150, trafficMediumNumber: 1 },
    });
    const without = await (await renderer()).render("thankYouPage", thankYou(order, false));
    expect(without.html).not.toContain("sovendus-container");
  });

  it("says an order whose payment expired was cancelled, with no Sovendus offer", async () => {
    const order = placedOrder({
      status: "cancelled",
      payment: { method: "PP", status: "expired", redirectUrl: null },
    });
    const rendered = await (await renderer()).render("thankYouPage", thankYou(order, true));
    expect(rendered.html).toContain("Die Zeit für die Zahlung dieser Bestellung ist abgelaufen");
    expect(rendered.html).toContain(`<strong>${order.orderNumber}</strong>`);
    expect(rendered.html).toContain('href="/de/warenkorb/"');
    expect(rendered.html).not.toContain("sovendus-container");
    expect(rendered.html).not.toContain("Vielen Dank");
    // The content team's thank-you-expired layout shows beside it (decision 0049).
    expect(rendered.html).toContain('data-order-confirmation="expired"');
  });

  it("marks a confirmation that is no longer available as expired", async () => {
    const request = fragmentRequest<BasketClient>({ api: fakeBasketClient({}), route: "thankYou" });
    const rendered = await (await renderer()).render("thankYouPage", request);
    expect(rendered.html).toContain("Diese Bestellbestätigung ist nicht mehr verfügbar");
    expect(rendered.html).toContain('data-order-confirmation="expired"');
  });

  it.each([
    ["fr", "be", "Le délai de paiement de cette commande est dépassé", "/fr/panier/"],
    ["nl", "nl", "De tijd om deze bestelling te betalen is verstreken", "/nl/winkelmandje/"],
  ] as const)("says so in %s too", async (language, country, heading, basketPath) => {
    const order = placedOrder({
      status: "cancelled",
      payment: { method: "KN", status: "expired", redirectUrl: null },
    });
    const rendered = await (
      await renderer()
    ).render(
      "thankYouPage",
      fragmentRequest<BasketClient>({
        api: fakeBasketClient({ order }),
        language,
        country,
        route: "thankYou",
        query: { orderNumber: order.orderNumber },
      }),
    );
    expect(rendered.html).toContain(heading);
    expect(rendered.html).toContain(`href="${basketPath}"`);
  });
});
