import { expect, test, type Locator, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import {
  replacedNodes,
  waitForHydration,
  watchConsole,
  watchReplacedNodes,
} from "../../fixtures/page-watch.ts";

const port = Number(process.env.E2E_PORT ?? 3100);

/** Presses Tab until `target` has focus (a keyboard user's way there); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let press = 0; press < max; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The number in "1.234 Produkte" / "129 produits" / "129 producten". */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator(".cat-listing__count").textContent()) ?? "";
  return Number(text.replace(/\D/g, ""));
}

test.describe("search page", () => {
  test("finds a stemmed German word, server-rendered and hydrated without a warning", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await watchReplacedNodes(page);
    await page.goto("/de/suche/");
    await waitForHydration(page);
    await page.getByLabel("Suchen nach").fill("Handtücher");
    await page.getByRole("button", { name: "Suchen", exact: true }).click();

    await expect(page).toHaveURL(/\/de\/suche\/\?q=Handt%C3%BCcher$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Suchergebnisse für „Handtücher“",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");
    await expect(page).toHaveTitle("Suchergebnisse für „Handtücher“ | Wohnfein");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Suchergebnisse für „Handtücher“ bei Wohnfein: Produkte, Preise und Lieferzeiten vergleichen und bequem online bestellen.",
    );
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(page.locator(".cat-card__name").first()).toContainText("Handtuch");
    await waitForHydration(page);
    expect(await replacedNodes(page)).toEqual([]);
    expect(problems).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  for (const [host, path, word, expected, description] of [
    ["fr.localhost", "/fr/rechercher/", "serviettes", "Serviette", "chez Wohnfein : comparez"],
    ["nl.localhost", "/nl/zoeken/", "handdoeken", "handdoek", "bij Wohnfein: vergelijk"],
  ] as const) {
    test(`finds the stemmed word "${word}" on ${host}${path}`, async ({ page }) => {
      const response = await page.goto(
        `http://${host}:${port}${path}?q=${encodeURIComponent(word)}`,
      );
      expect(response?.status()).toBe(200);
      expect(await resultCount(page)).toBeGreaterThan(0);
      await expect(page.locator(".cat-card__name").first()).toContainText(expected);
      await expect(page).toHaveTitle(new RegExp(`${word}.* \\| Wohnfein$`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        new RegExp(description),
      );
      await waitForHydration(page);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test("forgives a typo", async ({ page }) => {
    await page.goto("/de/suche/?q=Handtuh");
    expect(await resultCount(page)).toBeGreaterThan(0);
    await expect(page.locator(".cat-card__name").first()).toContainText("Handtuch");
  });

  test("shows the no-hit page with recommendations", async ({ page }) => {
    await page.goto("/de/suche/?q=xyzzyq");
    await expect(page.getByText("Wir haben keine Produkte für „xyzzyq“ gefunden.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Das könnte Ihnen gefallen" })).toBeVisible();
    await expect(page.locator(".cat-no-hits .cat-card").first()).toBeVisible();
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("applies and clears a facet, keeping the filter in the address", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/de/suche/?q=Handtuch");
    await waitForHydration(page);
    const before = await resultCount(page);

    await page.locator("summary", { hasText: "Marke" }).click();
    await page.getByRole("link", { name: /^Wohnfein Natur \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/brands=Wohnfein\+Natur/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");
    const filtered = await resultCount(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(before);
    await expect(
      page.getByRole("link", { name: "Filter entfernen: Wohnfein Natur" }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Alle Filter entfernen" }).first().click();
    await expect(page).toHaveURL(/\/de\/suche\/\?q=Handtuch$/);
    expect(await resultCount(page)).toBe(before);
  });

  test("offers at most 4 filters on desktop and all of them in the filter dialog", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/de/suche/?q=Handtuch");
    await waitForHydration(page);
    await expect(page.locator(".cat-facet")).toHaveCount(4);
    const opener = page.getByRole("button", { name: "Alle Filter" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Produkte filtern" });
    await expect(dialog).toBeVisible();
    expect(await dialog.locator(".cat-filter-dialog__group").count()).toBeGreaterThan(4);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole("link", { name: /^Nur reduzierte Artikel/ }).click();
    await expect(page).toHaveURL(/sale=true/);
    await expect(
      page.getByRole("link", { name: "Filter entfernen: Nur reduzierte Artikel" }),
    ).toBeVisible();
  });

  test("sorts, keeping the search and the filters", async ({ page }) => {
    await page.goto("/de/suche/?q=Handtuch&colors=blau");
    await page.getByLabel("Sortieren nach").selectOption("price:asc");
    await page.getByRole("button", { name: "Sortieren", exact: true }).click();
    await expect(page).toHaveURL(/q=Handtuch&colors=blau&sort=price%3Aasc/);
    await expect(page.getByLabel("Sortieren nach")).toHaveValue("price:asc");
  });

  test("paginates with crawlable links", async ({ page, request }) => {
    const html = await (await request.get("/de/suche/?q=Handtuch")).text();
    expect(html).toContain('href="/de/suche/?q=Handtuch&amp;page=2" rel="next"');

    await page.goto("/de/suche/?q=Handtuch");
    await page.getByRole("link", { name: "Nächste Seite" }).click();
    await expect(page).toHaveURL(/\?q=Handtuch&page=2$/);
    await expect(page.getByRole("link", { name: "Seite 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("link", { name: "Vorherige Seite" }).click();
    await expect(page).toHaveURL(/\?q=Handtuch$/);
  });

  test("works by keyboard alone: search, filter and next page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/de/suche/");
    await waitForHydration(page);
    await tabTo(page, page.getByLabel("Suchen nach"));
    await page.keyboard.type("Kissenhüllen");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=Kissenh%C3%BCllen/);
    await waitForHydration(page);

    await tabTo(page, page.locator("summary", { hasText: "Farbe" }));
    await page.keyboard.press("Enter");
    const blue = page.getByRole("link", { name: /^Blau \(\d+\)$/ }).first();
    await tabTo(page, blue);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/colors=blau/);
    await waitForHydration(page);

    const next = page.getByRole("link", { name: "Nächste Seite" });
    if ((await next.count()) > 0) {
      await tabTo(page, next, 150);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/page=2/);
    }
  });
});
