import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { buyableProductPage } from "../../fixtures/product-path.ts";
import { blockRemote, holdRemote } from "../../fixtures/remote-block.ts";
import { miniBasketCount, open } from "./basket-pages.ts";

const addButton = (page: Page) => page.locator("#cat-pdp-add");

/** The basket page as the server renders it: its lines' quantities. */
async function basketQuantities(page: Page): Promise<string[]> {
  await page.goto("/de/warenkorb/");
  await expect(page.getByRole("heading", { level: 1, name: "Warenkorb" })).toBeVisible();
  return page.getByTestId("basket-line").getByTestId("line-quantity").allTextContents();
}

/** Waits until the product page's own fragment has hydrated (the add button works). */
async function waitForProductPage(page: Page): Promise<void> {
  await expect(page.locator('[data-fragment="mfe-catalog/productDetail"]')).toHaveAttribute(
    "data-hydrated",
    "true",
  );
}

test.describe("add to basket is never lost (issue 15, point 3)", () => {
  test("with the basket's remote blocked, an add from the product page still reaches the basket", async ({
    page,
    request,
  }) => {
    const product = await buyableProductPage(request, "localhost", "de-de");
    await blockRemote(page, "mfe-basket");
    await page.goto(product.path);
    await waitForProductPage(page);
    // A first visit: the mini-basket waits for the visitor (decision 0060), so nothing failed yet.
    const miniBasket = page.locator('[data-fragment="mfe-basket/miniBasket"]');
    await expect(miniBasket).toHaveAttribute("data-waiting", "interaction");

    await addButton(page).click();
    // The add wakes the mini-basket, whose scripts fail: the shell's stand-in takes the add.
    await expect(miniBasket).toHaveAttribute("data-status", "degraded");
    // "Added" only once the basket API confirmed it.
    await expect(addButton(page)).toHaveText("Zum Warenkorb hinzugefügt");

    await page.unrouteAll({ behavior: "wait" });
    expect(await basketQuantities(page)).toEqual(["1"]);
  });

  test("an add made before the mini-basket hydrated waits for a handler and reaches the basket once", async ({
    page,
    request,
  }) => {
    const product = await buyableProductPage(request, "localhost", "de-de");
    const release = await holdRemote(page, "mfe-basket");
    // The held remote entry is a script the page inserted: the load event waits for it.
    await page.goto(product.path, { waitUntil: "domcontentloaded" });
    await waitForProductPage(page);
    await expect(page.locator('[data-fragment="mfe-basket/miniBasket"]')).toHaveAttribute(
      "data-status",
      "rendered",
    );
    await expect(page.locator('[data-fragment="mfe-basket/miniBasket"]')).not.toHaveAttribute(
      "data-hydrated",
      "true",
    );

    await addButton(page).click();
    await expect(addButton(page)).toHaveText("Wird hinzugefügt …");
    await release();
    await expect(addButton(page)).toHaveText("Zum Warenkorb hinzugefügt");
    await waitForHydration(page);
    await expect(miniBasketCount(page)).toHaveText("1");

    expect(await basketQuantities(page)).toEqual(["1"]);
  });

  test("when the first addItem answer is lost, the client retries with the same key and the line has quantity 1", async ({
    page,
    request,
  }) => {
    const product = await buyableProductPage(request, "localhost", "de-de");
    await open(page, product.path);

    const keys: (string | undefined)[] = [];
    const replayed: (string | null)[] = [];
    await page.route("**/api/shop/basket/addItem/**", async (route) => {
      keys.push(route.request().headers()["idempotency-key"]);
      if (keys.length > 1) return route.continue();
      // The request reaches the server and is carried out; its answer never reaches the page.
      await route.fetch();
      await route.abort("connectionreset");
    });
    page.on("response", (response) => {
      if (response.url().includes("/api/shop/basket/addItem/")) {
        replayed.push(response.headers()["idempotent-replayed"] ?? null);
      }
    });

    await addButton(page).click();
    await expect(addButton(page)).toHaveText("Zum Warenkorb hinzugefügt");
    await expect(miniBasketCount(page)).toHaveText("1");
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    // The server answered the retry with the first call's result instead of adding again.
    expect(replayed).toEqual(["true"]);

    await page.unrouteAll({ behavior: "wait" });
    expect(await basketQuantities(page)).toEqual(["1"]);
  });

  test("a refused add shows the error state, never 'added'", async ({ page, request }) => {
    const product = await buyableProductPage(request, "localhost", "de-de");
    await open(page, product.path);
    await page.route("**/api/shop/basket/addItem/**", (route) =>
      route.fulfill({
        status: 409,
        json: { error: "Only 0 of this item can be in the basket", key: "basket.notEnoughStock" },
      }),
    );
    await addButton(page).click();
    await expect(addButton(page)).toHaveText("Nicht hinzugefügt, bitte erneut versuchen");
    await expect(page.getByRole("status").filter({ hasText: "Nicht hinzugefügt" })).toHaveCount(1);
    await expect(miniBasketCount(page)).toHaveText("0");
  });
});
