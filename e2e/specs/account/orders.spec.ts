// Orders in the account (issue 18, point 6; decision 0039): a registered shopper orders, finds
// the order in the overview, opens its detail and the carrier-info dialog, files a complaint,
// all by keyboard; on the baby brand (cancelOrder on) cancels an order through its dialog.
import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { onHost, open } from "../basket/basket-pages.ts";
import { subjectFromOutbox } from "../checkout/checkout-pages.ts";
import { registerFromPage, tabTo, uniqueEmail } from "./account-pages.ts";

// Their own rate-limit bucket: two registrations and two orders per run.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.139" } });

interface Shopper {
  readonly locale: string;
  readonly shopId: string;
  readonly email: string;
  readonly address: Readonly<Record<string, string>>;
  readonly variantIds: readonly string[];
}

/** Registers a customer from the open page; answers the account's user id. */
async function register(page: Page, email: string): Promise<string> {
  return registerFromPage(page, email);
}

/** Places an order from the signed-in customer's basket, as the checkout page does. */
function placeOrder(page: Page, userId: string, shopper: Shopper): Promise<string> {
  return page.evaluate(
    async ({ userId, shopper }) => {
      const json = { "content-type": "application/json" };
      const { locale, shopId } = shopper;
      const answer = await fetch(
        `/api/shop/catalogue-lines/?locale=${locale}&variantIds=${shopper.variantIds.join(",")}`,
      );
      const { lines } = (await answer.json()) as {
        lines: { variant: { id: string }; buyable: boolean; stockQuantity: number }[];
      };
      const line = lines.find((candidate) => candidate.buyable && candidate.stockQuantity > 2);
      if (!line) throw new Error("No buyable variant in stock");
      const basketKey = `basket_${shopId}_${userId}`;
      const added = await fetch(`/api/shop/basket/addItem/?locale=${locale}`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ basketKey, variantId: line.variant.id, quantity: 1 }),
      });
      if (!added.ok) throw new Error(`addItem answered ${added.status}`);
      const placed = await fetch(`/api/shop/checkout/placeOrder/?locale=${locale}`, {
        method: "POST",
        headers: { ...json, "idempotency-key": crypto.randomUUID() },
        body: JSON.stringify({
          basketKey,
          email: shopper.email,
          shippingAddress: shopper.address,
          shippingMethod: "standard",
          paymentMethod: "KK",
        }),
      });
      if (placed.status !== 201) throw new Error(`placeOrder answered ${placed.status}`);
      return ((await placed.json()) as { orderNumber: string }).orderNumber;
    },
    { userId, shopper },
  );
}

const homeVariants = Array.from({ length: 30 }, (_, index) => `home-${1000001 + index}-1`);
const babyVariants = Array.from({ length: 30 }, (_, index) => `baby-${2000001 + index}-1`);

test("a registered shopper finds the order, its carriers and files a complaint by keyboard (de-de)", async ({
  page,
  baseURL,
}) => {
  const shop = (path: string) => onHost(baseURL, "localhost", path);
  await open(page, shop("/de/"));
  const email = uniqueEmail("bestellungen");
  const userId = await register(page, email);
  const orderNumber = await placeOrder(page, userId, {
    locale: "de-de",
    shopId: "home-de",
    email,
    variantIds: homeVariants,
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
  });

  // The overview: the order with its number, state and total.
  await open(page, shop("/de/konto/bestellungen/"));
  await expect(page.getByRole("heading", { level: 1, name: "Meine Bestellungen" })).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(orderNumber) });
  await expect(row).toContainText("Eingegangen");
  expect(await accessibilityViolations(page)).toEqual([]);

  // By keyboard to the detail.
  const link = page.getByRole("link", { name: `Bestellung anzeigen ${orderNumber}` });
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: `Bestellung ${orderNumber}` }),
  ).toBeVisible();
  await open(page, page.url());
  await expect(page.getByTestId("order-status")).toHaveText("Eingegangen");
  await expect(page.getByTestId("basket-line")).toHaveCount(1);
  await expect(page.getByTestId("basket-line").getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Zurück zu meinen Bestellungen" })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // The carrier-info dialog: opened by keyboard, checked, closed with Escape, focus back.
  const info = page.getByRole("button", { name: "Informationen zur Lieferung" });
  await tabTo(page, info);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Informationen zur Lieferung" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("carrier-names")).toContainText("DHL");
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(info).toBeFocused();

  // The home brand takes no cancellation online.
  await expect(page.getByRole("button", { name: "Bestellung stornieren" })).toHaveCount(0);

  // The complaint, by keyboard.
  const complain = page.getByRole("link", { name: "Problem mit dieser Bestellung melden" });
  await tabTo(page, complain);
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("heading", { level: 1, name: `Problem mit Bestellung ${orderNumber} melden` }),
  ).toBeVisible();
  await open(page, page.url());
  expect(await accessibilityViolations(page)).toEqual([]);
  const send = page.getByRole("button", { name: "Reklamation senden" });
  await tabTo(page, send);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Bitte wählen Sie einen Grund.")).toBeVisible();
  await expect(page.getByText("Bitte beschreiben Sie das Problem.")).toBeVisible();
  const reason = page.getByLabel("Grund");
  await tabTo(page, reason);
  await page.keyboard.press("ArrowDown");
  await expect(reason).toHaveValue("damaged");
  await tabTo(page, page.getByLabel("Ihre Nachricht"));
  await page.keyboard.type("Die Vase kam mit einem Sprung an.");
  await tabTo(page, send);
  await page.keyboard.press("Enter");
  const confirmation = page.getByRole("status").filter({ hasText: "Reklamation erhalten" });
  await expect(confirmation).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await subjectFromOutbox(email)).toBe(
    `Ihre Reklamation zur Bestellung ${orderNumber} bei Wohnfein`,
  );

  // Someone else's order number is the not-found page.
  const missing = await page.goto(shop("/de/konto/bestellungen/0000000000000Z/"));
  expect(missing?.status()).toBe(404);
});

test("a registered shopper cancels an order through its dialog (nl-nl, cancelOrder on)", async ({
  page,
  baseURL,
}) => {
  const shop = (path: string) => onHost(baseURL, "nl.baby.localhost", path);
  await open(page, shop("/nl/"));
  const email = uniqueEmail("annuleren");
  const userId = await register(page, email);
  const orderNumber = await placeOrder(page, userId, {
    locale: "nl-nl",
    shopId: "baby-nl",
    email,
    variantIds: babyVariants,
    address: {
      salutation: "f",
      firstName: "Anna",
      lastName: "de Vries",
      street: "Damrak",
      houseNumber: "1",
      postcode: "1012 LG",
      city: "Amsterdam",
      country: "nl",
    },
  });
  await open(page, shop(`/nl/account/order/${orderNumber}/`));
  const cancel = page.getByRole("button", { name: "Bestelling annuleren" });
  await tabTo(page, cancel);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Deze bestelling annuleren?" });
  await expect(dialog).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await tabTo(page, dialog.getByRole("button", { name: "Ja, bestelling annuleren" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "geannuleerd" })).toBeFocused();
  await expect(page.getByTestId("order-status")).toHaveText("Geannuleerd");
  await expect(cancel).toHaveCount(0);
  await open(page, shop("/nl/account/orders/"));
  await expect(page.getByRole("row", { name: new RegExp(orderNumber) })).toContainText(
    "Geannuleerd",
  );
});
