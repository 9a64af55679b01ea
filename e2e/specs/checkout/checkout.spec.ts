import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { keepDataLayer, trackedEvents } from "../account/account-pages.ts";
import { miniBasketCount, onHost, open } from "../basket/basket-pages.ts";
import { uniqueEmail } from "./checkout-pages.ts";
import {
  basketToCheckoutAsGuest,
  belgianBabyShop,
  continueTo,
  dutchBabyShop,
  fillShippingAddress,
  germanHomeShop,
  step,
  type CheckoutShop,
} from "./checkout-journey.ts";

// Guest sign-ins and orders of their own: this file's own rate-limit bucket.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.38" } });

const berlin = {
  firstName: "Anna",
  lastName: "Schmidt",
  street: "Hauptstraße",
  houseNumber: "12a",
  postcode: "10115",
  city: "Berlin",
};

/** Chooses a payment method in the open payment step and goes on to the review. */
async function payWith(page: Page, shop: CheckoutShop, method: string): Promise<void> {
  await step(page, 2).getByRole("radio", { name: method, exact: true }).check();
  await continueTo(page, shop, 3);
}

test("a guest buys in de-de (home brand) by credit card: every step checked, the thank-you page", async ({
  page,
  request,
  baseURL,
}) => {
  // Six accessibility checks on the way: more than the default 30 seconds under a loaded run.
  test.setTimeout(90_000);
  await keepDataLayer(page);
  const email = uniqueEmail("anna");
  const shop = germanHomeShop;
  await basketToCheckoutAsGuest(page, request, baseURL, shop, {
    firstName: "Anna",
    lastName: "Schmidt",
    email,
  });
  await expect(page.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();
  expect(await trackedEvents(page)).toContain("frontend_begin_checkout");
  for (const name of shop.words.steps) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  // The guest's e-mail is filled in from the sign-in.
  await expect(step(page, 0).getByLabel("E-Mail-Adresse")).toHaveValue(email);
  expect(await accessibilityViolations(page)).toEqual([]);

  // A refused submit: the alert, and the first invalid field takes the focus with its error.
  await step(page, 0).getByLabel("Postleitzahl").fill("1234");
  await step(page, 0).getByRole("button", { name: "Weiter" }).click();
  await expect(step(page, 0).getByRole("alert")).toHaveText(
    "Bitte prüfen Sie die markierten Felder.",
  );
  const firstName = step(page, 0).getByLabel("Vorname");
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription("Dieses Feld ist ein Pflichtfeld.");
  expect(await accessibilityViolations(page)).toEqual([]);

  await fillShippingAddress(page, shop, berlin);
  await continueTo(page, shop, 1);
  await expect(
    step(page, 1).getByRole("radio", { name: /Standardversand|Speditionsversand/ }),
  ).toBeChecked();
  expect(await accessibilityViolations(page)).toEqual([]);
  await continueTo(page, shop, 2);
  // de-de offers invoice and cash on delivery, not iDEAL.
  await expect(step(page, 2).getByRole("radio", { name: "Rechnung", exact: true })).toBeVisible();
  await expect(step(page, 2).getByRole("radio", { name: /iDEAL/ })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);
  await payWith(page, shop, "Kreditkarte");

  const review = step(page, 3);
  await expect(review.getByTestId("review-lines").getByRole("listitem")).toHaveCount(1);
  await expect(review.getByText("Hauptstraße 12a")).toBeVisible();
  await expect(review.getByText("Wie die Lieferadresse")).toBeVisible();
  await expect(review.getByText("Kreditkarte")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  const total = await review.getByTestId("review-total").textContent();

  await review.getByRole("button", { name: shop.words.buyNow }).click();
  await expect(page).toHaveURL(shop.thankYouPath);
  await expect(page.getByRole("heading", { level: 1, name: shop.words.thankYou })).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText(total ?? "");
  await expect(page.getByText("Kreditkarte")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await waitForHydration(page);
  await expect(miniBasketCount(page)).toHaveText("0");
});

test("a guest buys in fr-be (baby brand) paying in advance, with another billing address", async ({
  page,
  request,
  baseURL,
}) => {
  const shop = belgianBabyShop;
  await basketToCheckoutAsGuest(page, request, baseURL, shop, {
    firstName: "Claire",
    lastName: "Dubois",
    email: uniqueEmail("claire"),
  });
  await fillShippingAddress(page, shop, {
    firstName: "Claire",
    lastName: "Dubois",
    street: "Rue de la Loi",
    houseNumber: "16",
    postcode: "1000",
    city: "Bruxelles",
  });
  const form = step(page, 0);
  await form.getByLabel("L’adresse de facturation est différente").check();
  const billing = form.getByRole("group", { name: "Adresse de facturation" });
  await billing.getByLabel("Monsieur", { exact: true }).check();
  await billing.getByLabel("Prénom").fill("Marc");
  await billing.getByLabel("Nom", { exact: true }).fill("Dubois");
  await billing.getByLabel("Rue").fill("Avenue Louise");
  await billing.getByLabel("Numéro").fill("54");
  await billing.getByLabel("Code postal").fill("1050");
  await billing.getByLabel("Ville").fill("Ixelles");
  await billing.getByLabel("Pays").selectOption("be");
  expect(await accessibilityViolations(page)).toEqual([]);
  await continueTo(page, shop, 1);
  await continueTo(page, shop, 2);
  // No iDEAL, invoice or cash on delivery in Belgium.
  await expect(step(page, 2).getByRole("radio", { name: /iDEAL|Facture/ })).toHaveCount(0);
  await payWith(page, shop, "Paiement anticipé");
  await expect(step(page, 3).getByText("Avenue Louise 54")).toBeVisible();
  await step(page, 3).getByRole("button", { name: shop.words.buyNow }).click();
  await expect(page).toHaveURL(shop.thankYouPath);
  await expect(page.getByRole("heading", { level: 1, name: shop.words.thankYou })).toBeVisible();
  await expect(page.getByText("Paiement anticipé")).toBeVisible();
});

test("a guest buys in nl-nl (baby brand) with iDEAL: the provider's page, back on the thank-you page", async ({
  page,
  request,
  baseURL,
}) => {
  const shop = dutchBabyShop;
  await basketToCheckoutAsGuest(page, request, baseURL, shop, {
    firstName: "Sanne",
    lastName: "de Vries",
    email: uniqueEmail("sanne"),
  });
  await fillShippingAddress(page, shop, {
    firstName: "Sanne",
    lastName: "de Vries",
    street: "Prinsengracht",
    houseNumber: "263",
    postcode: "1016 gv",
    city: "Amsterdam",
  });
  await continueTo(page, shop, 1);
  await continueTo(page, shop, 2);
  await payWith(page, shop, "iDEAL");
  // The postcode as the rules normalise it.
  await expect(step(page, 3).getByText("1016 GV Amsterdam").first()).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await step(page, 3).getByRole("button", { name: shop.words.buyNow }).click();
  await expect(page).toHaveURL(shop.thankYouPath);
  await expect(page.getByRole("heading", { level: 1, name: shop.words.thankYou })).toBeVisible();
  await expect(page.getByText("iDEAL")).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test("a declined payment shows the error in an alert and keeps the basket; the shopper may pay otherwise", async ({
  page,
  request,
  baseURL,
}) => {
  const shop = germanHomeShop;
  await basketToCheckoutAsGuest(page, request, baseURL, shop, {
    firstName: "Anna",
    lastName: "Schmidt",
    email: uniqueEmail("anna+decline"),
  });
  await fillShippingAddress(page, shop, berlin);
  await continueTo(page, shop, 1);
  await continueTo(page, shop, 2);
  await payWith(page, shop, "Kreditkarte");
  await step(page, 3).getByRole("button", { name: shop.words.buyNow }).click();
  const alert = step(page, 3).getByTestId("checkout-alert");
  await expect(alert).toHaveText(/Die Zahlung wurde abgelehnt/);
  await expect(alert).toBeFocused();
  await expect(page).toHaveURL(shop.checkoutPath);
  expect(await accessibilityViolations(page)).toEqual([]);
  // Another method: the payment step opens again.
  await step(page, 3).getByRole("button", { name: "Andere Zahlungsart wählen" }).click();
  await expect(step(page, 2).getByRole("heading", { level: 2 })).toBeFocused();
  await expect(step(page, 2).getByRole("radio", { name: "Kreditkarte" })).toBeChecked();

  await open(page, onHost(baseURL, shop.host, "/de/warenkorb/"));
  await expect(page.getByTestId("basket-line")).toHaveCount(1);
});

test("a visitor with an empty basket is sent from the checkout to the basket", async ({
  page,
  request,
  baseURL,
}) => {
  // Signed in as a guest with the basket emptied again: the checkout has nothing to order.
  const shop = germanHomeShop;
  await basketToCheckoutAsGuest(page, request, baseURL, shop, {
    firstName: "Ernst",
    lastName: "Leer",
    email: uniqueEmail("ernst"),
  });
  await open(page, onHost(baseURL, shop.host, "/de/warenkorb/"));
  await page
    .getByTestId("basket-line")
    .getByRole("button", { name: / entfernen$/ })
    .click();
  await expect(page.getByText("Ihr Warenkorb ist leer.")).toBeVisible();
  await page.goto(onHost(baseURL, shop.host, "/de/kasse/"));
  await expect(page).toHaveURL(shop.basketPath);
});
