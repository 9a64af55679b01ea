// Sovendus on the thank-you page (issue 18, point 5; decision 0047): in a shop with Sovendus
// numbers the order goes to Sovendus and its script loads only once the shopper allowed the
// `sovendus` consent service, once per order; shops without numbers never load it. Nothing
// leaves this machine: Sovendus's script is answered here with `page.route`.
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import {
  consentCookieName,
  currentConsentVersion,
  serializeConsentCookie,
  shopAppVersion,
} from "@shop/shared";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { onHost, open } from "../basket/basket-pages.ts";
import { placeGuestOrder, uniqueEmail } from "./checkout-pages.ts";

// The edge's CSP names Sovendus's origin for its script and frame (decision 0047).
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.147" } });

const sovendusScript = "https://api.sovendus.com/sovabo/common/js/flexibleIframe.js";

const homeVariants = Array.from({ length: 30 }, (_, index) => `home-${1000001 + index}-1`);

/** The consent team's cookie on a host: decided, with the Sovendus service on or off. */
async function decideConsent(context: BrowserContext, host: string, sovendus: boolean) {
  await context.addCookies([
    {
      name: consentCookieName,
      value: serializeConsentCookie({
        version: currentConsentVersion,
        appVersion: shopAppVersion,
        userInteracted: true,
        services: { sovendus },
        createdAt: new Date().toISOString(),
      }),
      domain: host,
      path: "/",
      sameSite: "Lax",
    },
  ]);
}

/** Answers Sovendus's script with a stub; answers how often it was asked for. */
async function stubSovendus(page: Page): Promise<() => number> {
  let requests = 0;
  await page.route(sovendusScript, (route) => {
    requests += 1;
    return route.fulfill({
      contentType: "text/javascript",
      body: "document.documentElement.dataset.sovendusStub = 'loaded';",
    });
  });
  return () => requests;
}

interface SovendusIframe {
  readonly trafficSourceNumber: number;
  readonly trafficMediumNumber: number;
  readonly sessionId: string;
  readonly orderId: string;
  readonly orderValue: string;
  readonly orderCurrency: string;
  readonly iframeContainerId: string;
}

const sovIframes = (page: Page) =>
  page.evaluate(() => (window as { sovIframes?: SovendusIframe[] }).sovIframes ?? null);

test("de-de: Sovendus waits for consent, then gets the order once", async ({
  page,
  context,
  baseURL,
}) => {
  const requests = await stubSovendus(page);
  await decideConsent(context, "localhost", false);
  await open(page, onHost(baseURL, "localhost", "/de/"));
  const order = await placeGuestOrder(page, {
    locale: "de-de",
    variantIds: homeVariants,
    email: uniqueEmail("sovendus"),
    address: {
      salutation: "f",
      firstName: "Anna",
      lastName: "Schmidt",
      street: "Hauptstraße",
      houseNumber: "12a",
      postcode: "10115",
      city: "Berlin",
      country: "de",
    },
    paymentMethod: "KK",
  });
  const thanks = onHost(baseURL, "localhost", `/de/danke/?orderNumber=${order.orderNumber}`);

  // Without consent: the container is there, nothing goes to Sovendus.
  await open(page, thanks);
  await expect(page.locator("#sovendus-container-1")).toBeAttached();
  await page.waitForTimeout(500);
  expect(requests()).toBe(0);
  expect(await sovIframes(page)).toBeNull();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Allowed: the order goes to Sovendus with the shop's numbers, and its script loads.
  await decideConsent(context, "localhost", true);
  await open(page, thanks);
  await expect.poll(requests).toBe(1);
  await expect(page.locator("html")).toHaveAttribute("data-sovendus-stub", "loaded");
  const [pushed] = (await sovIframes(page)) ?? [];
  expect(pushed).toMatchObject({
    trafficSourceNumber: 1150,
    trafficMediumNumber: 1,
    orderId: order.orderNumber,
    orderCurrency: "EUR",
    iframeContainerId: "sovendus-container-1",
  });
  expect(pushed?.orderValue).toMatch(/^\d+\.\d{2}$/);
  expect(pushed?.sessionId).toMatch(/^[0-9a-f]{64}$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Revisited: once per order.
  await open(page, thanks);
  await page.waitForTimeout(500);
  expect(requests()).toBe(1);
  expect(await sovIframes(page)).toBeNull();
});

test("fr-ch gets its own numbers in francs; fr-fr, which has none, never loads Sovendus", async ({
  page,
  context,
  baseURL,
}) => {
  const requests = await stubSovendus(page);
  await decideConsent(context, "ch.localhost", true);
  await decideConsent(context, "fr.localhost", true);

  await open(page, onHost(baseURL, "ch.localhost", "/fr/"));
  const swiss = await placeGuestOrder(page, {
    locale: "fr-ch",
    variantIds: homeVariants,
    email: uniqueEmail("sovendus-ch"),
    address: {
      salutation: "m",
      firstName: "Luc",
      lastName: "Favre",
      street: "Rue du Rhône",
      houseNumber: "8",
      postcode: "1204",
      city: "Genève",
      country: "ch",
    },
    paymentMethod: "KK",
  });
  await open(page, onHost(baseURL, "ch.localhost", `/fr/merci/?orderNumber=${swiss.orderNumber}`));
  await expect.poll(requests).toBe(1);
  expect((await sovIframes(page))?.[0]).toMatchObject({
    trafficSourceNumber: 4643,
    orderId: swiss.orderNumber,
    orderCurrency: "CHF",
  });

  await open(page, onHost(baseURL, "fr.localhost", "/fr/"));
  const french = await placeGuestOrder(page, {
    locale: "fr-fr",
    variantIds: homeVariants,
    email: uniqueEmail("sovendus-fr"),
    address: {
      salutation: "f",
      firstName: "Claire",
      lastName: "Martin",
      street: "Rue de Rivoli",
      houseNumber: "10",
      postcode: "75001",
      city: "Paris",
      country: "fr",
    },
    paymentMethod: "KK",
  });
  await open(page, onHost(baseURL, "fr.localhost", `/fr/merci/?orderNumber=${french.orderNumber}`));
  await expect(page.getByTestId("order-number")).toContainText(french.orderNumber);
  await expect(page.locator("#sovendus-container-1")).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(requests()).toBe(1);
  expect(await sovIframes(page)).toBeNull();
});
