import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { shopperUserAgent } from "../../fixtures/consent.ts";
import {
  replacedNodes,
  waitForHydration,
  watchConsole,
  watchReplacedNodes,
} from "../../fixtures/page-watch.ts";

test.describe("home page", () => {
  test("is server-rendered with every fragment and hydrates without a warning or a re-render", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await watchReplacedNodes(page);
    const response = await page.goto("/de/");
    expect(response?.status()).toBe(200);

    const html = await response?.text();
    const fragments = [
      "mfe-cms/campaignBanner",
      "mfe-cms/contentPage",
      "mfe-cms/footer",
      "mfe-catalog/recommendationSlider",
      "mfe-basket/miniBasket",
      "mfe-account/accountLink",
      "mfe-consent/consentBanner",
      "mfe-catalog/categoryNavigation",
      "mfe-cms/navigationTeasers",
    ];
    for (const fragment of fragments) {
      expect(html).toContain(`data-fragment="${fragment}"`);
    }
    expect(html).toContain("<h1");

    await waitForHydration(page);
    // A first visit has no personal state: the header's basket and account entries, its
    // navigation teasers and, in a shop with one language, its category menu wait for the
    // visitor (decisions 0060, 0064, 0065), the footer until it is seen
    // (decision 0061), the campaign banner has none to show and starts nothing (decision 0065),
    // every other fragment has hydrated.
    const waiting = page.locator("[data-waiting]");
    expect(
      (await waiting.evaluateAll((all) => all.map((one) => one.dataset.fragment))).sort(),
    ).toEqual([
      "mfe-account/accountLink",
      "mfe-basket/miniBasket",
      "mfe-catalog/categoryNavigation",
      "mfe-cms/footer",
      "mfe-cms/navigationTeasers",
    ]);
    await expect(page.locator('[data-fragment="mfe-cms/footer"]')).toHaveAttribute(
      "data-waiting",
      "visible",
    );
    await expect(page.locator('[data-fragment="mfe-cms/campaignBanner"]')).toHaveAttribute(
      "data-hydrate",
      "none",
    );
    expect(await page.locator('[data-hydrated="true"]').count()).toBe(fragments.length - 6);

    // Pointing at the basket starts it; focusing the account entry starts that one; scrolling
    // to the footer starts the footer; pointing at the teasers' or the menu's button starts them.
    await page.locator('[data-fragment="mfe-basket/miniBasket"] a').hover();
    await page.getByRole("button", { name: "Kategorien" }).hover();
    await page.locator('[data-fragment="mfe-cms/navigationTeasers"] button').hover();
    await page.locator('[data-fragment="mfe-account/accountLink"] a').focus();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.locator('[data-hydrated="true"]')).toHaveCount(fragments.length - 1);
    await expect(waiting).toHaveCount(0);
    expect(await replacedNodes(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("loads React DOM once for all slices (a shared singleton)", async ({ page }) => {
    const reactDomScripts: string[] = [];
    page.on("response", async (response) => {
      if (!response.url().endsWith(".js")) return;
      // Only React DOM's client carries this marker for the roots it creates.
      if ((await response.text()).includes("__reactContainer$"))
        reactDomScripts.push(response.url());
    });
    await page.goto("/de/");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(reactDomScripts).toHaveLength(1);
    expect(reactDomScripts[0]).toMatch(/\/_mfe\/shell\//);
  });

  test("adding a product in the slider updates the mini-basket in the header", async ({ page }) => {
    await page.goto("/de/");
    await waitForHydration(page);
    const count = page.getByTestId("mini-basket-count");
    await expect(count).toHaveText("0");

    await page
      .getByRole("button", { name: /in den Warenkorb legen/ })
      .first()
      .click();
    await expect(count).toHaveText("1");
    await expect(page.getByRole("link", { name: "Warenkorb, 1 Artikel" })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "in den Warenkorb gelegt" }),
    ).toHaveCount(1);
  });

  test.describe("as a shopper (headless Chromium counts as a crawler)", () => {
    test.use({ userAgent: shopperUserAgent });

    test("the consent banner closes for good once the visitor decides", async ({ page }) => {
      await page.goto("/de/");
      await waitForHydration(page);
      const banner = page.getByRole("dialog", { name: "Ihre Privatsphäre ist uns wichtig" });
      await expect(banner).toBeVisible();
      await banner.getByRole("button", { name: "Alle akzeptieren" }).click();
      await expect(banner).toBeHidden();

      await page.reload();
      await waitForHydration(page);
      await expect(banner).toHaveCount(0);
    });
  });

  test("has no accessibility violations (WCAG 2.2 A and AA)", async ({ page }) => {
    await page.goto("/de/");
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("speaks the shop's language: French in the Belgian shop", async ({ page, baseURL }) => {
    const url = new URL("/fr/", baseURL);
    url.hostname = "be.localhost";
    await page.goto(url.href);
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-BE");
    await expect(page.getByRole("heading", { name: "Nos meilleures ventes" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Se connecter" })).toBeVisible();
  });

  test("an unknown route answers 404 inside the normal layout", async ({ page }) => {
    const response = await page.goto("/de/gibt-es-nicht/");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Seite nicht gefunden: /de/gibt-es-nicht/",
    );
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" })).toBeVisible();
  });
});
