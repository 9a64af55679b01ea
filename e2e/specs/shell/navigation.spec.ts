import { expect, test, type Page } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration, watchConsole } from "../../fixtures/page-watch.ts";

/** The documents the browser asks for from now on (a client-side navigation asks for none). */
function watchDocuments(page: Page): string[] {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  return documents;
}

/** The page payloads the browser asks for from now on, by page address (path and query). */
function watchPayloads(page: Page): string[] {
  const payloads: string[] = [];
  page.on("request", (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.endsWith("/_payload.json")) {
      payloads.push(`${pathname.replace(/_payload\.json$/, "")}${search}`);
    }
  });
  return payloads;
}

/** Opens a page and waits until it is hydrated and its navigation listens. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("data-navigation", "ready");
}

/** Product cards' links to their pages (not those that open the page to choose a variant). */
const productLinks = '#main a[href^="/de/p/"]:not([href*="?"])';
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const scrollTop = (page: Page) => page.evaluate(() => Math.round(scrollY));

test.describe("navigation without document loads (issue 23)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("goes from the home page to a listing, a product and the basket: three slices, one document", async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await open(page, "/de/");
    const documents = watchDocuments(page);
    // The mini-basket is the same fragment in the same version on every page: it stays.
    await page.locator('[data-fragment="mfe-basket/miniBasket"]').evaluate((element) => {
      element.dataset.journeyMark = "kept";
    });

    await page.locator('a.shop-nav__link[href="/de/kueche/"]').click();
    await expect(page).toHaveURL(/\/de\/kueche\/$/);
    await expect(heading(page)).toHaveText("Alles für die Küche");
    await expect(heading(page)).toBeFocused();
    await expect(page).toHaveTitle("Küche | Wohnfein");
    await expect(page.locator("#shop-page-announcer")).toHaveText(
      "Seite geladen: Küche | Wohnfein",
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/kueche\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fr-CH"]')).toHaveAttribute(
      "href",
      /\/fr\/cuisine\/$/,
    );
    await waitForHydration(page);
    // The catalogue's product list in the content block's slot starts by itself (decision 0055).
    await expect(page.locator('[data-fragment="mfe-catalog/productList"]')).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    await expect(page.locator(".shop-loading-bar")).toHaveAttribute("aria-hidden", "true");
    expect(await accessibilityViolations(page)).toEqual([]);

    const product = page.locator(productLinks).first();
    const productPath = (await product.getAttribute("href")) ?? "";
    await product.click();
    await expect(page).toHaveURL(productPath);
    await expect(heading(page)).toBeFocused();
    const productName = (await heading(page).textContent()) ?? "";
    expect(productName).not.toBe("");
    await expect(page).toHaveTitle(new RegExp(productName));
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.locator(".bsk-mini__link").click();
    await expect(page).toHaveURL(/\/de\/warenkorb\/$/);
    await expect(heading(page)).toBeFocused();
    await waitForHydration(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    await expect(page.locator('[data-fragment="mfe-basket/miniBasket"]')).toHaveAttribute(
      "data-journey-mark",
      "kept",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    expect(documents).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("back and forward restore the pages and where they were scrolled", async ({ page }) => {
    await open(page, "/de/kueche/");
    const documents = watchDocuments(page);
    const link = page.locator(productLinks).nth(8);
    await link.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await expect.poll(() => scrollTop(page)).toBeGreaterThan(200);
    const listingScroll = await scrollTop(page);
    const productPath = (await link.getAttribute("href")) ?? "";
    // A click where the link is, without the scrolling a locator's click may do first.
    const box = await link.boundingBox();
    if (!box) throw new Error("the product link is not shown");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(productPath);
    const productName = (await heading(page).textContent()) ?? "";
    expect(await scrollTop(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/de\/kueche\/$/);
    await expect(heading(page)).toHaveText("Alles für die Küche");
    await expect.poll(() => scrollTop(page)).toBe(listingScroll);
    await expect(page).toHaveTitle("Küche | Wohnfein");

    await page.goForward();
    await expect(page).toHaveURL(productPath);
    await expect(heading(page)).toHaveText(productName);
    await expect.poll(() => scrollTop(page)).toBe(0);
    await waitForHydration(page);
    expect(documents).toEqual([]);
  });

  test("prefetches a page once its link is scrolled into view", async ({ page }) => {
    const payloads = watchPayloads(page);
    await open(page, "/de/kueche/");
    const link = page.locator(productLinks).last();
    const path = (await link.getAttribute("href")) ?? "";
    expect(
      await link.evaluate((element) => element.getBoundingClientRect().top > innerHeight),
    ).toBe(true);
    // The header's links are in view from the start, so prefetching is under way.
    await expect.poll(() => payloads.includes("/de/wohnen/")).toBe(true);
    expect(payloads).not.toContain(path);
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => payloads.includes(path)).toBe(true);
    // Its fragments' scripts are hinted, not preloaded: no warning if the page never opens.
    const productDetailScript = '[href*="__federation_expose_productDetail"][href$=".js"]';
    await expect(page.locator(`link[rel="prefetch"]${productDetailScript}`)).toHaveCount(1);
    await expect(page.locator(`link[rel="preload"]${productDetailScript}`)).toHaveCount(0);
    // The navigation takes the prefetched payload: no second request for it.
    await link.click();
    await expect(page).toHaveURL(path);
    await expect(heading(page)).toBeFocused();
    expect(payloads.filter((one) => one === path)).toHaveLength(1);
  });

  test("prefetches nothing with Save-Data, and navigates all the same", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: "4g" }),
      });
    });
    const payloads = watchPayloads(page);
    await open(page, "/de/kueche/");
    const documents = watchDocuments(page);
    const link = page.locator(productLinks).last();
    const path = (await link.getAttribute("href")) ?? "";
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(path);
    await expect(heading(page)).toBeFocused();
    // The click's own payload, and nothing before it: not the header's links, not this one.
    expect(payloads).toEqual([path]);
    expect(documents).toEqual([]);
  });

  test("loads a page in another layout as a document", async ({ page }) => {
    await open(page, "/de/kueche/");
    const documents = watchDocuments(page);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/de/kasse/";
      link.textContent = "Zur Kasse";
      document.querySelector("#main")?.prepend(link);
    });
    await page.getByRole("link", { name: "Zur Kasse" }).click();
    await expect(page).toHaveURL(/\/de\/(kasse|warenkorb)\//);
    await expect.poll(() => documents.length).toBe(1);
  });
});
