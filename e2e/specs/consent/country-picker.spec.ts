import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { consentDecided, noConsentDecided, shopperUserAgent } from "../../fixtures/consent.ts";
import { firstLayer, open } from "./consent-pages.ts";

/** The visitor's country as a CDN in front of the shop tells it (`cf-ipcountry`). */
const from = (country: string) => ({ "cf-ipcountry": country });
const picker = (page: Page) => page.getByRole("dialog", { name: "Sind Sie im richtigen Shop?" });

test.describe("country picker", () => {
  test.use({ storageState: consentDecided(), userAgent: shopperUserAgent });

  test.describe("from Austria in the German shop", () => {
    test.use({ extraHTTPHeaders: from("AT") });

    test("offers to stay or to switch, and switching keeps the path and query", async ({
      page,
      context,
      baseURL,
    }) => {
      // Not the search page: its filter dialog and this picker get the same React id there (reported).
      await open(page, "/de/?utm_source=newsletter");
      const dialog = picker(page);
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole("button", { name: "Im Shop Deutschland bleiben" }),
      ).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);

      await Promise.all([
        page.waitForURL(/at\.localhost/),
        dialog.getByRole("button", { name: "Zum Shop Österreich" }).click(),
      ]);
      const port = new URL(baseURL ?? "").port;
      expect(page.url()).toBe(`http://at.localhost:${port}/de/?utm_source=newsletter`);
      const chosen = (await context.cookies(baseURL)).find(
        (cookie) => cookie.name === "selected-country",
      );
      expect(chosen?.value).toBe("at");
      await waitForNoPicker(page);
    });

    test("closing it with Escape counts as choosing the current country", async ({
      page,
      context,
    }) => {
      await open(page, "/de/");
      await expect(picker(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(picker(page)).toBeHidden();
      // A cookie the page writes reaches the browser's store a moment later: wait for it.
      await expect
        .poll(
          async () =>
            (await context.cookies()).find((cookie) => cookie.name === "selected-country")?.value,
        )
        .toBe("de");
      await open(page, "/de/");
      await waitForNoPicker(page);
    });

    test("stays closed for a country chosen before", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "selected-country", value: "at", url: baseURL ?? "" }]);
      await open(page, "/de/");
      await waitForNoPicker(page);
    });
  });

  test.describe("from Germany", () => {
    test.use({ extraHTTPHeaders: from("DE") });

    test("stays closed in the German shop", async ({ page }) => {
      await open(page, "/de/");
      await waitForNoPicker(page);
    });
  });

  test.describe("from a country without a shop", () => {
    test.use({ extraHTTPHeaders: from("GB") });

    test("welcomes the visitor with one button per country", async ({ page }) => {
      await open(page, "/de/");
      const dialog = page.getByRole("dialog", { name: "Willkommen bei Wohnfein" });
      await expect(dialog.getByRole("list").getByRole("button")).toHaveText([
        "Deutschland",
        "Österreich",
        "Schweiz",
        "Frankreich",
        "Belgien",
        "Niederlande",
      ]);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
});

test.describe("country picker and consent", () => {
  test.use({ extraHTTPHeaders: from("AT") });

  test.describe("on a first visit", () => {
    test.use({ storageState: noConsentDecided, userAgent: shopperUserAgent });

    test("opens only once the consent banner is closed", async ({ page }) => {
      await open(page, "/de/");
      await expect(firstLayer(page)).toBeVisible();
      await expect(picker(page)).toHaveCount(0);
      await firstLayer(page).getByRole("button", { name: "Alle akzeptieren" }).click();
      await expect(picker(page)).toBeVisible();
    });
  });

  test("never opens for a crawler", async ({ page }) => {
    // Headless Chromium's own user agent is a crawler's.
    await open(page, "/de/");
    await waitForNoPicker(page);
  });
});

/** The picker stays closed: the page is hydrated and no dialog of it is in the page. */
async function waitForNoPicker(page: Page): Promise<void> {
  await expect(page.locator("dialog.cns-picker[open]")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
}
