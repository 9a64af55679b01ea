import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { onHost } from "../../fixtures/hosts.ts";

test.describe("a campaign banner", () => {
  test("shows only where its trigger matches, opens its conditions and is tracked once per session", async ({
    page,
  }) => {
    await page.goto("/de/kueche/");
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Aktion" });
    await expect(banner).toContainText("Herbstwochen in der Küche");
    await banner.getByRole("button", { name: "Aktionsbedingungen" }).click();
    const conditions = page.getByRole("dialog", { name: "Bedingungen dieser Aktion" });
    await expect(conditions).toContainText("solange der Vorrat reicht");
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(conditions).toBeHidden();
    await expect(banner.getByRole("button", { name: "Aktionsbedingungen" })).toBeFocused();

    const promotionViews = () =>
      page.evaluate(
        () =>
          (window.dataLayer ?? []).filter(
            (entry) => (entry as { event?: string }).event === "frontend_view_promotion",
          ).length,
      );
    expect(await promotionViews()).toBe(1);
    await page.reload();
    await waitForHydration(page);
    expect(await promotionViews()).toBe(0);

    await page.goto("/de/bad/");
    await waitForHydration(page);
    await expect(page.getByRole("region", { name: "Aktion" })).toHaveCount(0);
  });
});

test.describe("a page without a campaign banner", () => {
  test("loads none of the banner's code, and a navigation to a page with one starts it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const contentScripts: string[] = [];
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && request.url().includes("/_mfe/mfe-cms/")) {
        contentScripts.push(request.url());
      }
      if (request.resourceType() === "document") documents.push(request.url());
    });
    await page.goto("/de/bad/");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("data-navigation", "ready");
    const empty = page.locator('[data-fragment="mfe-cms/campaignBanner"]');
    // The rendering has nothing to start (decision 0065): it keeps the server's markup alone.
    await expect(empty).toHaveAttribute("data-hydrate", "none");
    await expect(empty).not.toHaveAttribute("data-hydrated", "true");
    expect(contentScripts.filter((url) => url.includes("campaignBanner"))).toEqual([]);

    // Without a document load, the kitchen's banner arrives and starts: its conditions open.
    await page.locator('a.shop-nav__link[href="/de/kueche/"]').click();
    await expect(page).toHaveURL(/\/de\/kueche\/$/);
    await waitForHydration(page);
    const banner = page.getByRole("region", { name: "Aktion" });
    await expect(banner).toContainText("Herbstwochen in der Küche");
    await expect(page.locator('[data-fragment="mfe-cms/campaignBanner"]')).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    await banner.getByRole("button", { name: "Aktionsbedingungen" }).click();
    await expect(page.getByRole("dialog", { name: "Bedingungen dieser Aktion" })).toBeVisible();
    expect(documents).toHaveLength(1);
  });
});

test.describe("a guide", () => {
  test("is reached from the home page and read at its translated path", async ({
    page,
    baseURL,
  }) => {
    await page.goto(onHost(baseURL, "fr.localhost", "/fr/"));
    await page
      .locator(".cms-teaser", { hasText: "Mieux dormir" })
      .getByRole("link", { name: "Lire la suite" })
      .click();
    await expect(page).toHaveURL(/\/fr\/conseils\/mieux-dormir\/$/);
    await expect(page).toHaveTitle(/Mieux dormir/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mieux dormir");
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    // The German path of the same guide, asked for in French, leads to the French one.
    await page.goto(onHost(baseURL, "fr.localhost", "/fr/ratgeber/besser-schlafen/"));
    await expect(page).toHaveURL(/\/fr\/conseils\/mieux-dormir\/$/);
  });
});
