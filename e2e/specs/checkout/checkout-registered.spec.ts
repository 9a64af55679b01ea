import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { callFromPage, registerFromPage } from "../account/account-pages.ts";
import { onHost, open } from "../basket/basket-pages.ts";
import { uniqueEmail } from "./checkout-pages.ts";
import { continueTo, germanHomeShop, step } from "./checkout-journey.ts";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.238" } });

const home = { salutation: "f", firstName: "Rita", lastName: "Registriert", country: "de" };

test("a registered shopper checks out with an address from the address book", async ({
  page,
  baseURL,
}) => {
  const shop = germanHomeShop;
  await page.goto(onHost(baseURL, shop.host, "/de/"));
  const email = uniqueEmail("rita");
  await registerFromPage(page, email, { first: "Rita", last: "Registriert" });
  for (const [address, defaults] of [
    [{ ...home, street: "Domplatz", houseNumber: "1", postcode: "50667", city: "Köln" }, true],
    [
      { ...home, street: "Alsterufer", houseNumber: "5", postcode: "20354", city: "Hamburg" },
      false,
    ],
  ] as const) {
    const saved = await callFromPage(page, "POST", "/api/user/addresses/", {
      ...address,
      defaultShipping: defaults,
    });
    expect(saved.status).toBe(201);
  }

  // A product in the basket, then the checkout: signed in, no checkout login on the way.
  await open(page, onHost(baseURL, shop.host, "/de/"));
  await page
    .getByRole("button", { name: /in den Warenkorb legen/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await open(page, onHost(baseURL, shop.host, "/de/kasse/"));
  await expect(page).toHaveURL(shop.checkoutPath);
  await waitForHydration(page);

  const address = step(page, 0);
  await expect(address.getByLabel("E-Mail-Adresse", { exact: true })).toHaveValue(email);
  // The default shipping address is filled in; the other one is a choice away.
  await expect(address.getByLabel("Ort", { exact: true })).toHaveValue("Köln");
  const book = address.getByLabel("Aus Ihrem Adressbuch wählen");
  await expect(book.getByRole("option")).toHaveCount(2);
  expect(await accessibilityViolations(page)).toEqual([]);
  await book.selectOption({ label: "Rita Registriert, Alsterufer 5, 20354 Hamburg" });
  await expect(address.getByLabel("Ort", { exact: true })).toHaveValue("Hamburg");

  await continueTo(page, shop, 1);
  await continueTo(page, shop, 2);
  await step(page, 2).getByRole("radio", { name: "Rechnung", exact: true }).check();
  await continueTo(page, shop, 3);
  await expect(step(page, 3).getByText("Alsterufer 5").first()).toBeVisible();
  await step(page, 3).getByRole("button", { name: shop.words.buyNow }).click();
  await expect(page).toHaveURL(shop.thankYouPath);
  await expect(page.getByText("Alsterufer 5")).toBeVisible();
  await expect(page.getByText("Rechnung")).toBeVisible();
});
