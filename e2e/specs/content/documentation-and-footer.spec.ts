import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { consentDecided, shopperUserAgent } from "../../fixtures/consent.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { onHost } from "../../fixtures/hosts.ts";

test.describe("the documentation layout", () => {
  test("is navigated by keyboard through its side navigation", async ({ page }) => {
    const response = await page.goto("/de/documentation/bestellen/");
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const navigation = page.getByRole("navigation", { name: "Hilfe und Dokumentation" });
    await expect(navigation.getByRole("link")).toHaveText([
      "So bestellen Sie",
      "Bezahlen",
      "Ihr Kundenkonto",
    ]);
    await expect(navigation.getByRole("link", { name: "So bestellen Sie" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // Tab from the first link of the side navigation to the second and follow it with Enter.
    await navigation.getByRole("link", { name: "So bestellen Sie" }).focus();
    await page.keyboard.press("Tab");
    await expect(navigation.getByRole("link", { name: "Bezahlen" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/de\/documentation\/bezahlen\/$/);
    await expect(page.getByRole("heading", { name: "Rechnung" })).toBeVisible();
    await expect(
      page
        .getByRole("navigation", { name: "Hilfe und Dokumentation" })
        .getByRole("link", { name: "Bezahlen" }),
    ).toHaveAttribute("aria-current", "page");
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("answers an unknown documentation page with the error screen", async ({ page }) => {
    const response = await page.goto("/de/documentation/gibt-es-nicht/");
    expect(response?.status()).toBe(404);
  });
});

test.describe("the footer", () => {
  test("leads to the contact page and gives the hotline of the shop's country", async ({
    page,
    baseURL,
  }) => {
    await page.goto(onHost(baseURL, "be.localhost", "/fr/cuisine/"));
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Service client : +32 2 555 01 00");
    await expect(footer).toContainText("Wohnfein GmbH");
    await footer.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/fr\/contactez-nous\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nous sommes là pour vous");
    await expect(page.getByText("Belgique : +32 2 555 01 00")).toBeVisible();
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test.describe("for a shopper who decided about consent", () => {
    test.use({ storageState: consentDecided(), userAgent: shopperUserAgent });

    test("reopens the consent banner from its privacy settings", async ({ page }) => {
      await page.goto("/de/");
      await waitForHydration(page);
      // Far below the first screen, the footer's script waits until it is seen (decision 0061):
      // the press that comes with the focus, before it hydrated, is pressed again once it has.
      await expect(page.locator('[data-fragment="mfe-cms/footer"]')).toHaveAttribute(
        "data-waiting",
        "visible",
      );
      const settings = page.getByRole("contentinfo").getByRole("button", {
        name: "Datenschutz-Einstellungen",
      });
      await settings.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog")).toBeVisible();
    });
  });
});
