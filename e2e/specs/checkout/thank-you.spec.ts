import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { tabTo } from "../account/account-pages.ts";
import { dataLayerJson, onHost, open } from "../basket/basket-pages.ts";
import { placeGuestOrder, subjectFromOutbox, uniqueEmail } from "./checkout-pages.ts";

const homeVariants = Array.from({ length: 30 }, (_, index) => `home-${1000001 + index}-1`);
const babyVariants = Array.from({ length: 30 }, (_, index) => `baby-${2000001 + index}-1`);

test("a guest's order in de-de: thank-you page with number and summary, purchase event, German e-mail", async ({
  page,
  baseURL,
}) => {
  await open(page, onHost(baseURL, "localhost", "/de/"));
  const email = uniqueEmail("anna");
  const order = await placeGuestOrder(page, {
    locale: "de-de",
    variantIds: homeVariants,
    email,
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
  expect(order.payment.status).toBe("authorised");

  await open(page, onHost(baseURL, "localhost", `/de/danke/?orderNumber=${order.orderNumber}`));
  await expect(
    page.getByRole("heading", { level: 1, name: "Vielen Dank für Ihre Bestellung" }),
  ).toBeVisible();
  await expect(page.getByTestId("order-number")).toContainText(order.orderNumber);
  await expect(page.getByText("Kreditkarte")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  const purchases = () =>
    dataLayerJson(page).then(
      (json) =>
        (JSON.parse(json) as { event?: string }[]).filter(
          (entry) => entry.event === "frontend_purchase",
        ).length,
    );
  await expect.poll(purchases).toBe(1);
  // Reloaded, the page tracks the purchase no second time.
  await open(page, page.url());
  expect(await purchases()).toBe(0);

  expect(await subjectFromOutbox(email)).toBe(`Ihre Bestellung ${order.orderNumber} bei Wohnfein`);
});

test("a guest pays with iDEAL in nl-nl (baby brand): back from the provider's page on the thank-you page", async ({
  page,
  baseURL,
}) => {
  await open(page, onHost(baseURL, "nl.baby.localhost", "/nl/"));
  const email = uniqueEmail("sanne");
  const order = await placeGuestOrder(page, {
    locale: "nl-nl",
    variantIds: babyVariants,
    email,
    address: {
      salutation: "f",
      firstName: "Sanne",
      lastName: "de Vries",
      street: "Prinsengracht",
      houseNumber: "263",
      postcode: "1016 GV",
      city: "Amsterdam",
      country: "nl",
    },
    paymentMethod: "IL",
  });
  expect(order.payment.status).toBe("pending");

  await page.goto(onHost(baseURL, "nl.baby.localhost", order.payment.redirectUrl ?? ""));
  await expect(page).toHaveURL(new RegExp(`/nl/bedankt/\\?orderNumber=${order.orderNumber}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: "Hartelijk dank voor uw bestelling" }),
  ).toBeVisible();
  await expect(page.getByText("iDEAL")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(await subjectFromOutbox(email)).toBe(
    `Uw bestelling ${order.orderNumber} bij Wohnfein Baby`,
  );
});

test("the thank-you page of another visitor's order shows the expired content, by keyboard to the shop", async ({
  page,
  baseURL,
  browser,
}) => {
  await open(page, onHost(baseURL, "localhost", "/de/"));
  const order = await placeGuestOrder(page, {
    locale: "de-de",
    variantIds: homeVariants,
    email: uniqueEmail("paul"),
    address: {
      salutation: "m",
      firstName: "Paul",
      lastName: "Weber",
      street: "Marktplatz",
      houseNumber: "3",
      postcode: "80331",
      city: "München",
      country: "de",
    },
    paymentMethod: "RE",
  });
  const context = await browser.newContext({ baseURL });
  const stranger = await context.newPage();
  await open(stranger, onHost(baseURL, "localhost", `/de/danke/?orderNumber=${order.orderNumber}`));
  await expect(
    stranger.getByRole("heading", {
      level: 1,
      name: "Diese Bestellbestätigung ist nicht mehr verfügbar",
    }),
  ).toBeVisible();
  await expect(stranger.getByText(order.orderNumber)).toHaveCount(0);
  expect(await accessibilityViolations(stranger)).toEqual([]);
  const onward = stranger.getByRole("link", { name: "Weiter einkaufen" });
  await tabTo(stranger, onward);
  await stranger.keyboard.press("Enter");
  await expect(stranger).toHaveURL(/\/de\/$/);
  await context.close();
});
