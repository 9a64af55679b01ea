import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "../../fixtures/page-watch.ts";

export { onHost } from "../../fixtures/hosts.ts";

/** Opens a page and waits until every fragment has hydrated. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The header's item count. */
export function miniBasketCount(page: Page) {
  return page.getByTestId("mini-basket-count");
}

/** Adds the first product of the home page's slider that goes straight into the basket. */
export async function addFromProductCard(page: Page, buttonName: RegExp): Promise<void> {
  await page.getByRole("button", { name: buttonName }).first().click();
}

/** Closes the add-to-cart layer with its 'go on shopping' button. */
export async function closeLayer(page: Page, goOnShopping: string): Promise<void> {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: goOnShopping }).click();
  await expect(dialog).toBeHidden();
}

/** The page's data layer as JSON, to look for tracked events. */
export function dataLayerJson(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
  );
}
