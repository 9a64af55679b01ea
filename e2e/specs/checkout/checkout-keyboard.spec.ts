import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { tabTo } from "../account/account-pages.ts";
import { uniqueEmail } from "./checkout-pages.ts";
import { basketToCheckoutAsGuest, germanHomeShop, step } from "./checkout-journey.ts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.138" } });

test("the checkout's steps by keyboard alone, from the address to the thank-you page", async ({
  page,
  request,
  baseURL,
}) => {
  const shop = germanHomeShop;
  await basketToCheckoutAsGuest(page, request, baseURL, shop, {
    firstName: "Karla",
    lastName: "Tastatur",
    email: uniqueEmail("tastatur"),
  });

  // The address: the salutation is preset, the e-mail filled in; the rest is typed.
  const address = step(page, 0);
  const fields: [string, string][] = [
    ["Vorname", "Karla"],
    ["Nachname", "Tastatur"],
    ["Straße", "Tastenweg"],
    ["Hausnummer", "7"],
    ["Postleitzahl", "50667"],
    ["Ort", "Köln"],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, address.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, address.getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");
  await expect(step(page, 1).getByRole("heading", { level: 2 })).toBeFocused();

  await tabTo(page, step(page, 1).getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");
  await expect(step(page, 2).getByRole("heading", { level: 2 })).toBeFocused();

  // No method chosen yet: the error is announced and focus goes to the group.
  await tabTo(page, step(page, 2).getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");
  await expect(step(page, 2).getByRole("alert")).toHaveText(
    "Bitte prüfen Sie die markierten Felder.",
  );
  await expect(step(page, 2).getByRole("group")).toHaveAccessibleDescription(
    "Bitte wählen Sie eine Zahlungsart.",
  );
  const creditCard = step(page, 2).getByRole("radio", { name: "Kreditkarte", exact: true });
  await expect(creditCard).toBeFocused();
  await page.keyboard.press("Space");
  await expect(creditCard).toBeChecked();
  // Arrow keys move through the group as native radios do.
  await page.keyboard.press("ArrowDown");
  await expect(creditCard).not.toBeChecked();
  await page.keyboard.press("ArrowUp");
  await expect(creditCard).toBeChecked();
  expect(await accessibilityViolations(page)).toEqual([]);
  await tabTo(page, step(page, 2).getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");
  await expect(step(page, 3).getByRole("heading", { level: 2 })).toBeFocused();

  // Back to the address by its change button, and on again.
  await tabTo(page, step(page, 0).getByRole("button", { name: /^Ändern/ }));
  await page.keyboard.press("Enter");
  await expect(step(page, 0).getByRole("heading", { level: 2 })).toBeFocused();
  await expect(step(page, 0).getByLabel("Ort", { exact: true })).toHaveValue("Köln");
  await tabTo(page, step(page, 0).getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");
  await expect(step(page, 1).getByRole("heading", { level: 2 })).toBeFocused();
  await tabTo(page, step(page, 1).getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");
  await tabTo(page, step(page, 2).getByRole("button", { name: "Weiter" }));
  await page.keyboard.press("Enter");

  await tabTo(page, step(page, 3).getByRole("button", { name: shop.words.buyNow }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(shop.thankYouPath);
  await expect(page.getByRole("heading", { level: 1, name: shop.words.thankYou })).toBeVisible();
});
