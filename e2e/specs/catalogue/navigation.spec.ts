import { expect, test, type Locator, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration, watchConsole } from "../../fixtures/page-watch.ts";

const port = Number(process.env.E2E_PORT ?? 3100);

async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let press = 0; press < max; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");

test.describe("category navigation", () => {
  test("drills in, goes back one level and resets to the root", async ({ page }) => {
    const problems = watchConsole(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/de/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Kategorien" }).click();
    const dialog = page.getByRole("dialog", { name: "Nach Kategorie einkaufen" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveClass(/shop-dialog--left/);
    const heading = dialog.getByRole("heading", { level: 3 });
    await expect(heading).toHaveText("Alle Kategorien");

    await dialog.getByRole("button", { name: "Küche: Unterkategorien anzeigen" }).click();
    await expect(heading).toHaveText("Küche");
    await expect(heading).toBeFocused();
    await expect(dialog.getByRole("link", { name: "Alles in Küche anzeigen" })).toHaveAttribute(
      "href",
      "/de/kueche/",
    );
    await expect(dialog.getByRole("link", { name: "Tischdecken" })).toBeVisible();

    await dialog.getByRole("button", { name: "Zurück" }).click();
    await expect(heading).toHaveText("Alle Kategorien");
    await dialog.getByRole("button", { name: "Bad: Unterkategorien anzeigen" }).click();
    await expect(heading).toHaveText("Bad");
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Alle Kategorien" }).click();
    await expect(heading).toHaveText("Alle Kategorien");

    await dialog.getByRole("button", { name: "Küche: Unterkategorien anzeigen" }).click();
    await dialog.getByRole("link", { name: "Tischdecken" }).click();
    await expect(page).toHaveURL(/\/de\/kueche\/tischdecken\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tischdecken");
    expect(problems).toEqual([]);
  });

  test("opens from the left as the mobile navigation on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/de/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Kategorien" }).click();
    const dialog = page.getByRole("dialog", { name: "Nach Kategorie einkaufen" });
    await expect(dialog).toHaveClass(/shop-dialog--mobile-left/);
    // Once it has slid in, it sits at the left edge.
    await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(0);
  });

  test("works by keyboard: open, drill in, back, Escape returns focus to the menu button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/de/");
    await waitForHydration(page);
    const menu = page.getByRole("button", { name: "Kategorien" });
    await tabTo(page, menu);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Nach Kategorie einkaufen" });
    await expect(dialog).toBeVisible();

    const wohnen = dialog.getByRole("button", { name: "Wohnen: Unterkategorien anzeigen" });
    await tabTo(page, wohnen);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("heading", { level: 3 })).toBeFocused();
    await tabTo(page, dialog.getByRole("button", { name: "Zurück" }));
    await page.keyboard.press("Enter");
    expect(await focusedText(page)).toBe("Alle Kategorien");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("category pages list their products in every language", async ({ page }) => {
    for (const [host, path, title, description] of [
      ["localhost", "/de/kueche/tischdecken/", "Tischdecken", "Tischdecken bei Wohnfein: "],
      ["fr.localhost", "/fr/cuisine/nappes/", "Nappes", "Nappes chez Wohnfein : "],
      ["nl.localhost", "/nl/keuken/tafelkleden/", "Tafelkleden", "Tafelkleden bij Wohnfein: "],
    ] as const) {
      const response = await page.goto(`http://${host}:${port}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | Wohnfein`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        new RegExp(`^${description}`),
      );
      await expect(page.locator(".cat-listing .cat-card").first()).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: /Brotkrumen|Ariane|Kruimelpad/ }),
      ).toBeVisible();
    }
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("a content page of a category shows its content with the listing below", async ({
    page,
  }) => {
    await page.goto("/de/kueche/");
    await expect(page.locator('[data-fragment="mfe-cms/contentPage"]')).toBeVisible();
    await expect(
      page.locator('[data-fragment="mfe-catalog/categoryListing"] .cat-card').first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
