import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration, watchConsole } from "../../fixtures/page-watch.ts";
import { onHost } from "../../fixtures/hosts.ts";

/** Presses Tab until the element has focus (at most `steps` times), as a keyboard user gets there. */
async function tabTo(page: Page, name: string, steps = 12): Promise<void> {
  for (let step = 0; step < steps; step += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (focused === name) return;
  }
  throw new Error(`${name} was not reached with the Tab key`);
}

test.describe("a category landing page's product list (decisions 0049, 0055)", () => {
  test("is the catalogue's own slider in the content block, in the first HTML, hydrated and working by keyboard", async ({
    page,
    request,
  }) => {
    // Rendered on the server into the content block's slot: the document holds the cards.
    const document = await (await request.get("/de/kueche/")).text();
    expect(document).toMatch(
      /<div data-fragment-slot="product-list-1"><div id="fragment-\d+-product-list-1" class="shop-fragment" data-fragment="mfe-catalog\/productList"/,
    );
    expect(document.match(/class="cat-slider__slide"/g)).toHaveLength(8);

    const problems = watchConsole(page);
    await page.goto("/de/kueche/");
    const list = page.getByRole("region", { name: "Beliebt in der Küche" });
    await expect(list.locator(".cat-slider__slide")).toHaveCount(8);
    await expect(list.locator(".cat-card__price").first()).toContainText("€");
    await waitForHydration(page);
    // The catalogue's fragment is hydrated by itself, inside the content team's.
    await expect(
      page.locator('[data-fragment-slot] > [data-fragment="mfe-catalog/productList"]'),
    ).toHaveAttribute("data-hydrated", "true");
    expect(await accessibilityViolations(page)).toEqual([]);

    const track = list.locator(".cat-slider__track");
    await list.getByRole("button", { name: "Nächste Produkte" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

    const nameLink = list.locator(".cat-card__name a").first();
    const name = ((await nameLink.textContent()) ?? "").trim();
    expect(name).not.toBe("");
    await nameLink.click();
    await expect(page).toHaveURL(/\/de\/p\/[^/]+-\d{7}\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    expect(problems).toEqual([]);
  });

  test("is in the shop's language on the French and the baby shops", async ({ page, baseURL }) => {
    await page.goto(onHost(baseURL, "be.localhost", "/fr/cuisine/"));
    const french = page.getByRole("region", { name: "Les favoris de la cuisine" });
    await expect(french.locator(".cat-slider__slide")).toHaveCount(8);
    await expect(french.locator(".cat-card__name a").first()).toHaveAttribute("href", /^\/fr\/p\//);
    await expect(french.getByRole("button", { name: "Produits suivants" })).toBeVisible();

    await page.goto(onHost(baseURL, "nl.baby.localhost", "/nl/speelgoed/"));
    const dutch = page.getByRole("region", { name: "Populair speelgoed" });
    await expect(dutch.locator(".cat-card__name a").first()).toHaveAttribute(
      "href",
      /^\/nl\/p\/.+-2\d{6}\/$/,
    );
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
