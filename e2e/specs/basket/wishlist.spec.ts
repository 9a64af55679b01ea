import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { watchConsole } from "../../fixtures/page-watch.ts";
import { dataLayerJson, miniBasketCount, onHost, open } from "./basket-pages.ts";

test.describe("wishlist, baby brand", () => {
  test("German: toggle from a card, see it on the wishlist, move it to the basket", async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    await open(page, onHost(baseURL, "de.baby.localhost", "/de/"));
    const heart = page.getByRole("button", { name: /auf den Merkzettel$/ }).first();
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");

    await open(page, onHost(baseURL, "de.baby.localhost", "/de/merkliste/"));
    await expect(page.getByRole("heading", { level: 1, name: "Merkliste" })).toBeVisible();
    const line = page.getByTestId("wishlist-line");
    await expect(line).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    await line.getByRole("button", { name: /in den Warenkorb verschieben/ }).click();
    await expect(page.getByTestId("wishlist-empty")).toBeVisible();
    await expect(miniBasketCount(page)).toHaveText("1");
    const events = await dataLayerJson(page);
    expect(events).toContain('"event":"frontend_add_to_cart"');
    expect(events).toContain('"event":"frontend_remove_from_wishlist"');
    expect(problems).toEqual([]);
  });

  test("Dutch: a second toggle removes the product again", async ({ page, baseURL }) => {
    await open(page, onHost(baseURL, "nl.baby.localhost", "/nl/"));
    const heart = page.getByRole("button", { name: /op het verlanglijstje$/ }).first();
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    const events = await dataLayerJson(page);
    expect(events).toContain('"event":"frontend_add_to_wishlist"');
    expect(events).toContain('"event":"frontend_remove_from_wishlist"');

    await open(page, onHost(baseURL, "nl.baby.localhost", "/nl/verlanglijst/"));
    await expect(page.getByTestId("wishlist-empty")).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test("the home brand has no wishlist: its wishlist page is a 404", async ({ page }) => {
  const response = await page.goto("/de/merkliste/");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("wishlist-not-offered")).toBeVisible();
});
