import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { onHost } from "./shop-host.ts";

/** Presses Tab until the element has focus (at most `steps` times), as a keyboard user gets there. */
async function tabTo(page: Page, name: string, steps = 12): Promise<void> {
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (focused === name) return;
  }
  throw new Error(`${name} was not reached with the Tab key`);
}

test.describe("a category landing page's product list (decision 0049)", () => {
  test("shows the category's products in the first HTML, each card leading to its product page", async ({
    page,
    request,
  }) => {
    // Rendered on the server: the document itself holds the cards and their links.
    const document = await (await request.get("/de/kueche/")).text();
    expect(document.match(/class="cms-product-card"/g)).toHaveLength(8);
    expect(document).toMatch(/class="cms-product-card" href="\/de\/p\/[^"]+-\d{7}\/"/);

    await page.goto("/de/kueche/");
    const list = page.getByRole("region", { name: "Beliebt in der Küche" });
    const cards = list.getByRole("link");
    await expect(cards).toHaveCount(8);
    await expect(list.locator(".cms-product-card__price").first()).toContainText("€");
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    const name = (await list.locator(".cms-product-card__name").first().textContent()) ?? "";
    expect(name).not.toBe("");
    await cards.first().click();
    await expect(page).toHaveURL(/\/de\/p\/[^/]+-\d{7}\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  });

  test("is in the shop's language on the French and the baby shops", async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, "be.localhost", "/fr/cuisine/"));
    const french = page.getByRole("region", { name: "Les favoris de la cuisine" });
    await expect(french.getByRole("link")).toHaveCount(8);
    await expect(french.getByRole("link").first()).toHaveAttribute("href", /^\/fr\/p\//);

    await page.goto(onHost(baseURL, "nl.baby.localhost", "/nl/speelgoed/"));
    const dutch = page.getByRole("region", { name: "Populair speelgoed" });
    await expect(dutch.getByRole("link").first()).toHaveAttribute("href", /^\/nl\/p\/.+-2\d{6}\/$/);
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe("the header's navigation teasers", () => {
  test("open from the keyboard, close with Escape and lead to their page", async ({ page }) => {
    await page.goto("/de/");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Inspiration" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await tabTo(page, "Inspiration");
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const teaser = page.getByRole("link", { name: /^Küche Tischdecken/ });
    await expect(teaser).toBeVisible();
    await expect(teaser.locator("img")).toHaveAttribute("src", /^\/images\/home\/.+quality=70/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Tab");
    await expect(teaser).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(teaser).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/de\/kueche\/$/);
  });

  test("are the layout content's in the shop's language", async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, "ch.baby.localhost", "/fr/"));
    await waitForHydration(page);
    await page.getByRole("button", { name: "Inspirations" }).click();
    await expect(
      page.getByRole("link", { name: /^Conseils : le trousseau de naissance/ }),
    ).toHaveAttribute("href", "/fr/conseils/trousseau-de-naissance/");
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe("an expired order confirmation", () => {
  test("shows the thank-you-expired layout content of the content system", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/de/danke/?orderNumber=100000000");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Diese Bestellbestätigung ist nicht mehr verfügbar",
    );
    await expect(page.getByRole("heading", { name: "Fragen zu Ihrer Bestellung?" })).toBeVisible();
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    // Beside a confirmation that is not marked expired, the layout content stays hidden.
    await page.evaluate(() =>
      document
        .querySelector("[data-order-confirmation]")
        ?.removeAttribute("data-order-confirmation"),
    );
    await expect(page.getByRole("heading", { name: "Fragen zu Ihrer Bestellung?" })).toBeHidden();

    await page.goto(onHost(baseURL, "be.baby.localhost", "/nl/bedankt/"));
    await expect(
      page.getByRole("heading", { name: "Vragen over uw bestelling bij Wohnfein Baby?" }),
    ).toBeVisible();
  });
});
