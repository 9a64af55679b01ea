import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { tabTo } from "../account/account-pages.ts";
import { onHost, open } from "../basket/basket-pages.ts";
import { uniqueEmail } from "./checkout-pages.ts";
import { continueTo, fillShippingAddress, germanHomeShop, step } from "./checkout-journey.ts";

// Click and reserve (issues 18 and 21; decision 0046): the home brand's German shop has the
// option, its Dutch shop does not.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.146" } });

interface ApiProduct {
  readonly name: string;
  readonly attributes: Record<string, unknown>;
  readonly advancedAttributes: Record<string, unknown>;
  readonly bundleItems: readonly unknown[];
  readonly variants: readonly {
    readonly referenceKey: string;
    readonly delivery: { readonly BVC: number };
    readonly stock: { readonly quantity: number };
  }[];
}

/**
 * A product page of a retail-suitable product (not personalised, bulky, a voucher article or a
 * bundle; catalogue spec point 4) with a variant in stock chosen.
 */
async function retailProductPage(
  request: APIRequestContext,
  host: string,
  locale: string,
): Promise<{ path: string; name: string }> {
  const language = locale.slice(0, 2);
  for (let index = 0; index < 200; index += 1) {
    const response = await request.get(`/api/shop/product/${1_000_000 + index}/?locale=${locale}`, {
      headers: { host },
    });
    if (!response.ok()) continue;
    const { product, alternates } = (await response.json()) as {
      product: ApiProduct;
      alternates: Record<string, string>;
    };
    const advanced = product.advancedAttributes;
    const online =
      Boolean(product.attributes.personalisierterArtikel) ||
      Boolean(advanced.bulkyOrLoad) ||
      Boolean(advanced.vppArticle) ||
      Boolean(advanced.virtuelleBundles) ||
      product.bundleItems.length > 0;
    const variant = product.variants.find((v) => v.delivery.BVC === 1 && v.stock.quantity > 2);
    if (online || !variant) continue;
    return {
      path: `/${language}/${alternates[language]}?variant=${variant.referenceKey}`,
      name: product.name,
    };
  }
  throw new Error(`no retail-suitable product in ${locale}`);
}

const reserveDialog = (page: Page) => page.getByRole("dialog", { name: "Im Geschäft reservieren" });

test("reserves one item from a product page by keyboard alone (de-de)", async ({
  page,
  request,
}) => {
  const product = await retailProductPage(request, "localhost", "de-de");
  await open(page, product.path);
  const opener = page.getByRole("button", { name: "Im Geschäft reservieren" });
  await tabTo(page, opener, 80);
  await page.keyboard.press("Enter");
  const dialog = reserveDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Sie reservieren einmal ${product.name}.`);
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Escape closes it, and focus is back on the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();

  // Reserving without a store or a name: the form says what is missing.
  await tabTo(
    page,
    dialog.getByRole("button", { name: "Jetzt reservieren, im Geschäft bezahlen" }),
  );
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("status")).toHaveText("Bitte wählen Sie ein Geschäft");

  await tabTo(page, dialog.getByLabel("Postleitzahl"));
  await page.keyboard.type("80331");
  await page.keyboard.press("Enter");
  const munich = dialog.getByRole("radio", { name: "Wohnfein München Schwabing" });
  await expect(munich).toBeVisible();
  await tabTo(page, dialog.getByRole("radio").first());
  await expect(munich).toBeFocused();
  await page.keyboard.press("Space");
  await expect(munich).toBeChecked();
  expect(await accessibilityViolations(page)).toEqual([]);

  const fields: [string, string][] = [
    ["Vorname", "Lena"],
    ["Nachname", "Laden"],
    ["E-Mail-Adresse", "lena.laden@example.org"],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, dialog.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(
    page,
    dialog.getByRole("button", { name: "Jetzt reservieren, im Geschäft bezahlen" }),
  );
  await page.keyboard.press("Enter");

  const done = dialog.getByTestId("reservation-done");
  await expect(done).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Ihre Artikel sind reserviert" })).toBeFocused();
  await expect(dialog.getByTestId("reservation-number")).toHaveText(/^[0-9A-HJKMNP-TV-Z]{14}$/);
  await expect(done).toContainText("Leopoldstraße 82");
  expect(await accessibilityViolations(page)).toEqual([]);
  await tabTo(page, dialog.getByRole("button", { name: "Fertig" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("reserves the whole basket from the basket page, which is empty afterwards", async ({
  page,
  request,
}) => {
  const product = await retailProductPage(request, "localhost", "de-de");
  await open(page, product.path);
  await page.getByRole("button", { name: "In den Warenkorb" }).first().click();
  await expect(page.getByTestId("mini-basket-count")).toHaveText("1");
  await open(page, "/de/warenkorb/");
  await page.getByTestId("reserve-basket").click();
  const dialog = reserveDialog(page);
  await expect(dialog).toContainText("Sie reservieren alle Artikel Ihres Warenkorbs.");
  await dialog.getByLabel("Postleitzahl").fill("10");
  await dialog.getByRole("button", { name: "Geschäfte suchen" }).click();
  await dialog.getByRole("radio", { name: "Wohnfein Berlin Mitte" }).check();
  await dialog.getByLabel("Vorname", { exact: true }).fill("Jonas");
  await dialog.getByLabel("Nachname", { exact: true }).fill("Korb");
  await dialog.getByLabel("E-Mail-Adresse", { exact: true }).fill("jonas.korb@example.org");
  await dialog.getByLabel("Telefon (optional)").fill("+49 30 1234567");
  await dialog.getByRole("button", { name: "Jetzt reservieren, im Geschäft bezahlen" }).click();
  await expect(dialog.getByTestId("reservation-number")).toHaveText(/^[0-9A-HJKMNP-TV-Z]{14}$/);
  await expect(dialog.getByTestId("reservation-done")).toContainText("Rosenthaler Straße 40");
  expect(await accessibilityViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Fertig" }).click();
  await expect(page).toHaveURL(/\/de\/warenkorb\/$/);
  await expect(page.getByTestId("mini-basket-count")).toHaveText("0");
  await expect(page.getByTestId("reserve-basket")).toHaveCount(0);
});

test("offers to reserve in a store and pay there in the checkout's shipping step", async ({
  page,
  request,
}) => {
  const shop = germanHomeShop;
  const product = await retailProductPage(request, "localhost", "de-de");
  await open(page, product.path);
  await page.getByRole("button", { name: shop.words.addToBasket }).first().click();
  await expect(page.getByTestId("mini-basket-count")).toHaveText("1");
  await open(page, "/de/warenkorb/");
  await page.getByRole("link", { name: shop.words.toCheckout }).click();
  await expect(page).toHaveURL(/\/login\/\?view=guest&returnTo=/);
  await open(page, page.url());
  const guest = page.locator("form");
  await guest.getByLabel(shop.words.ms, { exact: true }).check();
  await guest.getByLabel(shop.words.firstName, { exact: true }).fill("Mara");
  await guest.getByLabel(shop.words.lastName, { exact: true }).fill("Abholer");
  await guest.getByLabel(shop.words.email, { exact: true }).fill(uniqueEmail("abholer"));
  await guest.getByRole("button", { name: shop.words.guestSubmit }).click();
  await expect(page).toHaveURL(shop.checkoutPath);
  await open(page, page.url());
  await fillShippingAddress(page, shop, {
    firstName: "Mara",
    lastName: "Abholer",
    street: "Marktplatz",
    houseNumber: "1",
    postcode: "50667",
    city: "Köln",
  });
  await continueTo(page, shop, 1);
  const opener = step(page, 1).getByRole("button", {
    name: "Im Geschäft reservieren und dort bezahlen",
  });
  await opener.click();
  const dialog = reserveDialog(page);
  await expect(dialog).toContainText("Sie reservieren alle Artikel Ihres Warenkorbs.");
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("offers no reservation where the shop's option is off (nl-nl)", async ({
  page,
  request,
  baseURL,
}) => {
  const product = await retailProductPage(request, "nl.localhost", "nl-nl");
  await open(page, onHost(baseURL, "nl.localhost", product.path));
  await expect(page.getByRole("button", { name: "In winkelmandje" }).first()).toBeVisible();
  await expect(page.getByTestId("pdp-reserve-in-store")).toHaveCount(0);
  await page.getByRole("button", { name: "In winkelmandje" }).first().click();
  await expect(page.getByTestId("mini-basket-count")).toHaveText("1");
  await open(page, onHost(baseURL, "nl.localhost", "/nl/winkelmandje/"));
  await expect(page.getByTestId("basket-lines")).toBeVisible();
  await expect(page.getByTestId("reserve-basket")).toHaveCount(0);
});
