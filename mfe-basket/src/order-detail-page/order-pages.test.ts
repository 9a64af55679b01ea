import { describe, expect, it } from "vitest";
import type { FragmentRenderer } from "@shop/shared";
import { builtServerModule, fragmentRequest } from "@shop/shared/testing";
import type { BasketClient } from "../api/client.ts";
import { fakeBasketClient, lineProduct, placedOrder } from "../basket-client/test-data.ts";
import type { OrderDetail } from "../orders/order-views.ts";

const renderer = () => builtServerModule<FragmentRenderer>(import.meta.dirname + "/../..");

const shipped = (overrides: Partial<OrderDetail> = {}): OrderDetail => {
  const order = placedOrder({ status: "shipped" });
  return {
    order,
    packages: [
      {
        position: 1,
        carrierKey: "dhl",
        trackingNumber: "DH0012345678",
        trackingUrl:
          "https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=DH0012345678",
        lines: [{ variantId: "home-1000001-1", quantity: 2 }],
        shippedAt: "2026-11-24T12:00:00.000Z",
      },
    ],
    catalogue: {},
    cancellable: false,
    complainable: true,
    ...overrides,
  };
};

const render = async (fragment: string, api: BasketClient, params = {}) =>
  (await renderer()).render(
    fragment,
    fragmentRequest<BasketClient>({ api, route: "orderDetail", params }),
  );

describe("the order pages as the server renders them (issue 18, point 6)", () => {
  it("shows a shipped order's packages, tracking link and read-only line cards", async () => {
    const api = fakeBasketClient({ orderDetail: shipped() });
    const rendered = await render("orderDetailPage", api, { orderNumber: "7KQ2M9XW4TB8PD" });
    expect(api.calls).toEqual(["orderDetail 7KQ2M9XW4TB8PD"]);
    expect(rendered.head?.title).toBe("Bestellung 7KQ2M9XW4TB8PD");
    expect(rendered.html).toContain("Versandt");
    expect(rendered.html).toContain("Sendungsnummer: DH0012345678");
    expect(rendered.html).toContain("piececode=DH0012345678");
    expect(rendered.html).toContain("Über DHL");
    expect(rendered.html).toContain("Zurück zu meinen Bestellungen");
    // Two line cards, both without quantity controls or remove.
    expect(rendered.html.match(/data-testid="basket-line"/g)).toHaveLength(2);
    expect(rendered.html).toContain("Menge: 2");
    expect(rendered.html).not.toContain("Entfernen");
    expect(rendered.html).not.toContain("Bestellung stornieren");
    expect(rendered.html).toContain("/de/konto/bestellungen/reklamation/7KQ2M9XW4TB8PD/");
  });

  it("takes image and link from the catalogue where it still has the product", async () => {
    const product = lineProduct({ seoPath: "vase-alma/" });
    const order = shipped();
    const variant = {
      id: "home-1000001-1",
      referenceKey: "1000001_01",
      label: "M",
      price: {
        withTax: 1990,
        recommendedRetailPrice: null,
        currencyCode: "EUR" as const,
        reference: null,
        appliedReductions: [],
      },
      priceScale: { priceReference: "1000001@home-de", paybackFactor: 1 },
    };
    const api = fakeBasketClient({
      orderDetail: { ...order, catalogue: { "home-1000001-1": { product, variant } } },
    });
    const rendered = await render("orderDetailPage", api, { orderNumber: "7KQ2M9XW4TB8PD" });
    expect(rendered.html).toContain('href="/de/vase-alma/?variant=1000001_01"');
  });

  it("offers the cancellation where it is allowed", async () => {
    const api = fakeBasketClient({ orderDetail: shipped({ cancellable: true }) });
    const rendered = await render("orderDetailPage", api, { orderNumber: "7KQ2M9XW4TB8PD" });
    expect(rendered.html).toContain("Bestellung stornieren");
  });

  it("answers the not-found page for an order that is not the visitor's", async () => {
    const api = fakeBasketClient({ orderDetail: null });
    for (const fragment of ["orderDetailPage", "orderComplaintPage"]) {
      const rendered = await render(fragment, api, { orderNumber: "7KQ2M9XW4TB8PD" });
      expect(rendered.outcome).toEqual({ kind: "notFound" });
    }
    expect((await render("ordersPage", api)).outcome).toEqual({ kind: "notFound" });
  });

  it("lists the customer's orders with number, state and total", async () => {
    const api = fakeBasketClient({
      customerOrders: {
        orders: [
          {
            orderNumber: "7KQ2M9XW4TB8PD",
            placedAt: "2026-11-24T09:00:00.000Z",
            status: "delivered",
            itemCount: 3,
            total: 6479,
            currencyCode: "EUR",
          },
        ],
        page: 1,
        pageCount: 1,
        totalCount: 1,
      },
    });
    const rendered = await render("ordersPage", api);
    expect(api.calls).toEqual(["customerOrders 1"]);
    expect(rendered.head?.title).toBe("Meine Bestellungen");
    expect(rendered.html).toContain("/de/konto/bestellungen/7KQ2M9XW4TB8PD/");
    expect(rendered.html).toContain("Zugestellt");
    expect(rendered.html).toMatch(/64,79\s€/);
    expect(rendered.html).toContain("24.11.2026");
  });
});
