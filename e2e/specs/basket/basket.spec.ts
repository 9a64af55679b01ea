import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { watchConsole } from "../../fixtures/page-watch.ts";
import { buyableProductPage } from "../../fixtures/product-path.ts";
import {
  addFromProductCard,
  closeLayer,
  dataLayerJson,
  miniBasketCount,
  onHost,
  open,
} from "./basket-pages.ts";

test.describe("basket, German home shop", () => {
  test("add from a product card, then change the quantity and remove on the basket page", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await open(page, "/de/");
    await expect(miniBasketCount(page)).toHaveText("0");

    await addFromProductCard(page, /in den Warenkorb legen/);
    const layer = page.getByRole("dialog", { name: /wurde in den Warenkorb gelegt/ });
    await expect(layer).toBeVisible();
    await expect(layer.getByRole("link", { name: "Zum Warenkorb" })).toHaveAttribute(
      "href",
      "/de/warenkorb/",
    );
    await expect(miniBasketCount(page)).toHaveText("1");
    await closeLayer(page, "Weiter einkaufen");
    const dataLayer = await dataLayerJson(page);
    expect(dataLayer).toContain('"event":"frontend_add_to_cart"');

    await open(page, "/de/warenkorb/");
    await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
    const line = page.getByTestId("basket-line");
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId("line-quantity")).toHaveText("1");
    await expect(line.getByRole("button", { name: "Menge verringern" })).toBeDisabled();
    await expect(
      page.getByRole("link", { name: "Hinweis zur Produktsicherheit melden" }),
    ).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Zur Kasse" })).toHaveAttribute(
      "href",
      "/de/kasse/",
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    // The shipping-cost progress dialog: opened by keyboard, axe-clean, Escape returns focus.
    const details = page.getByRole("button", { name: "Versandkosten im Überblick" });
    await details.focus();
    await page.keyboard.press("Enter");
    const shippingDialog = page.getByRole("dialog", { name: "Versandkosten" });
    await expect(shippingDialog).toBeVisible();
    await expect(shippingDialog).toContainText("Ihre Bestellung jetzt");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(shippingDialog).toBeHidden();
    await expect(details).toBeFocused();

    // By keyboard: focus the plus button and press Enter.
    await line.getByRole("button", { name: "Menge erhöhen" }).focus();
    await page.keyboard.press("Enter");
    await expect(line.getByTestId("line-quantity")).toHaveText("2");
    await expect(miniBasketCount(page)).toHaveText("2");
    await expect(page.getByRole("status").filter({ hasText: "Menge von" })).toHaveCount(1);

    await line.getByRole("button", { name: "Menge verringern" }).click();
    await expect(line.getByTestId("line-quantity")).toHaveText("1");

    await line.getByRole("button", { name: /entfernen$/ }).click();
    await expect(page.getByTestId("basket-empty")).toBeVisible();
    await expect(miniBasketCount(page)).toHaveText("0");
    const events = await dataLayerJson(page);
    for (const event of [
      "frontend_view_cart",
      "frontend_modify_in_cart",
      "frontend_remove_from_cart",
    ]) {
      expect(events).toContain(`"event":"${event}"`);
    }
    expect(problems).toEqual([]);
  });

  test("the basket keeps its count and total after a reload: filled in the browser on a kept page, server-rendered on the basket page", async ({
    page,
  }) => {
    await open(page, "/de/");
    await addFromProductCard(page, /in den Warenkorb legen/);
    await expect(miniBasketCount(page)).toHaveText("1");
    // The home page is the one kept for every visitor (decision 0059): no count in its markup.
    const response = await page.reload();
    const html = (await response?.text()) ?? "";
    expect(html).toContain('data-testid="mini-basket-count">0<');
    await expect(miniBasketCount(page)).toHaveText("1");
    await expect(page.getByTestId("mini-basket-total")).toBeVisible();
    // The basket page is composed for the visitor, its header with it.
    const basket = await page.goto("/de/warenkorb/");
    const basketHtml = (await basket?.text()) ?? "";
    expect(basketHtml).toContain('data-testid="mini-basket-count">1<');
    expect(basketHtml).toContain('data-testid="mini-basket-total"');
  });
});

test.describe("basket, French home shop", () => {
  test("add from the product page and go to the basket from the layer", async ({
    page,
    baseURL,
    request,
  }) => {
    const product = await buyableProductPage(request, "fr.localhost", "fr-fr");
    await open(page, onHost(baseURL, "fr.localhost", product.path));
    await expect(miniBasketCount(page)).toHaveText("0");
    await page.getByRole("button", { name: "Ajouter au panier", exact: true }).click();
    const layer = page.getByRole("dialog", { name: /a été ajouté à votre panier/ });
    await expect(layer).toBeVisible();
    await expect(miniBasketCount(page)).toHaveText("1");

    await layer.getByRole("link", { name: "Voir le panier" }).click();
    await expect(page).toHaveURL(/\/fr\/panier\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Panier" })).toBeVisible();
    await expect(page.getByTestId("basket-line")).toHaveCount(1);
    await expect(
      page.getByTestId("basket-line").getByRole("link", { name: product.name }),
    ).toHaveAttribute("href", /^\/fr\/p\/.+\?variant=/);
    // The regulated-product notice is for country de only.
    await expect(page.getByText("Signaler un problème de sécurité du produit")).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test("merge after login: the anonymous basket is the account's basket after signing in", async ({
  page,
}) => {
  await open(page, "/de/");
  await addFromProductCard(page, /in den Warenkorb legen/);
  await expect(miniBasketCount(page)).toHaveText("1");
  await closeLayer(page, "Weiter einkaufen");

  const email = `merge-${Date.now()}-${Math.random().toString(16).slice(2)}@example.org`;
  // From the page, so the session cookie and the Origin are the page's own.
  const status = await page.evaluate(async (address) => {
    const response = await fetch("/api/user/auth/register/?locale=de-de", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        first_name: "Jürgen",
        last_name: "Müller",
        gender: "m",
        email: address,
        register_password: "Sicheres-Passwort-7",
        newsletter: false,
      }),
    });
    return response.status;
  }, email);
  expect(status).toBe(200);

  await page.reload();
  await expect(miniBasketCount(page)).toHaveText("1");
  await open(page, "/de/warenkorb/");
  await expect(page.getByTestId("basket-line")).toHaveCount(1);

  // The account's basket takes further adds.
  await open(page, "/de/");
  await addFromProductCard(page, /in den Warenkorb legen/);
  await expect(miniBasketCount(page)).toHaveText("2");
});
