import { expect, test, type Page } from "@playwright/test";
import { brokenBaseUrl } from "../../playwright.config.ts";
import { shopperUserAgent } from "../../fixtures/consent.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { buyableProductPage } from "../../fixtures/product-path.ts";
import {
  blockRemote,
  fragmentReports,
  recordFragmentReports,
} from "../../fixtures/remote-block.ts";

const fallbackText = "Dieser Bereich ist gerade nicht verfügbar.";
const unavailableNote = "Einige Funktionen sind hier gerade nicht verfügbar.";

/**
 * Waits until no fragment of the slice is still waiting for its script; one that waits for the
 * visitor (`data-waiting`) or has nothing to start (`data-hydrate="none"`) asks for none.
 */
async function waitForSliceSettled(page: Page, slice: string): Promise<void> {
  await page.waitForFunction((name) => {
    const containers = document.querySelectorAll<HTMLElement>(
      `[data-fragment="${name}"], [data-fragment^="${name}/"]`,
    );
    return (
      containers.length > 0 &&
      [...containers].every(
        ({ dataset }) =>
          dataset.status !== "rendered" ||
          dataset.waiting !== undefined ||
          dataset.hydrate === "none",
      )
    );
  }, slice);
}

test.describe("fault isolation", () => {
  test("a product page whose catalogue remote cannot load keeps its server markup; only script controls are unavailable; one report", async ({
    page,
    request,
  }) => {
    const product = await buyableProductPage(request, "localhost", "de-de");
    await page.goto(product.path);
    await waitForHydration(page);
    const hydratedText = await page.evaluate(() => document.body.innerText.length);

    await recordFragmentReports(page);
    await blockRemote(page, "mfe-catalog");
    await page.goto(product.path);
    await waitForSliceSettled(page, "mfe-catalog");
    await waitForHydration(page);

    // The server's product content is still there, readable: at least as much text as hydrated.
    const detail = page.locator('[data-fragment="mfe-catalog/productDetail"]');
    await expect(detail).toHaveAttribute("data-status", "degraded");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(detail).not.toContainText(fallbackText);
    expect(await page.evaluate(() => document.body.innerText.length)).toBeGreaterThanOrEqual(
      hydratedText,
    );

    // The add-to-basket button needs script: marked unavailable, described by the note, inert.
    const add = page.locator("#cat-pdp-add");
    await expect(add).toHaveAttribute("aria-disabled", "true");
    await expect(detail.locator(".shop-fragment-note")).toHaveText(new RegExp(unavailableNote));
    await expect(add).toHaveAccessibleDescription(new RegExp(unavailableNote));
    const adds: string[] = [];
    page.on("request", (sent) => {
      if (sent.url().includes("/api/shop/basket/addItem/")) adds.push(sent.url());
    });
    const url = page.url();
    await add.click({ force: true }); // aria-disabled: Playwright would wait for it to enable
    expect(page.url()).toBe(url);
    expect(adds).toEqual([]);
    // Links still work without script: the breadcrumb leads to the home page.
    await expect(detail.getByRole("link").first()).toHaveAttribute("href", /^\/de\//);

    // The other slices work: the mini-basket, started when pointed at (decision 0060), follows
    // the basket's announcements.
    const miniBasket = page.locator('[data-fragment="mfe-basket/miniBasket"]');
    await miniBasket.hover();
    await expect(miniBasket).toHaveAttribute("data-hydrated", "true");
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent("basket:updated", {
          detail: { itemCount: 3, total: 4500, currencyCode: "EUR" },
        }),
      ),
    );
    await expect(page.getByTestId("mini-basket-count")).toHaveText("3");

    // However many catalogue fragments failed, the failure was reported once, with its version.
    const version = await detail.getAttribute("data-version");
    expect(await fragmentReports(page)).toEqual([
      expect.objectContaining({ mfe: "mfe-catalog", version, phase: "load" }),
    ]);
  });

  test("a fragment whose hydration throws gets its server markup back, marked; one report", async ({
    page,
    request,
  }) => {
    const product = await buyableProductPage(request, "localhost", "de-de");
    await recordFragmentReports(page);
    // The page arrives with state the product page's component cannot render (as a bad
    // release would send): its tree throws while hydrating.
    await page.route(`**${new URL(product.path, "http://x").pathname}*`, async (route) => {
      if (route.request().resourceType() !== "document") return route.continue();
      const response = await route.fetch();
      const html = await response.text();
      const id =
        /<div id="([^"]+)" class="shop-fragment" data-fragment="mfe-catalog\/productDetail"/.exec(
          html,
        )?.[1];
      expect(id).toBeTruthy();
      const broken = html.replace(
        new RegExp(`(<script type="application/json" data-fragment-state="${id}">)[^<]*`),
        "$1{}",
      );
      await route.fulfill({ response, body: broken });
    });
    await page.goto(product.path);
    await waitForSliceSettled(page, "mfe-catalog/productDetail");

    const detail = page.locator('[data-fragment="mfe-catalog/productDetail"]');
    await expect(detail).toHaveAttribute("data-status", "degraded");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);
    await expect(page.locator("#cat-pdp-add")).toHaveAttribute("aria-disabled", "true");
    await expect(detail.locator(".shop-fragment-note")).toHaveText(new RegExp(unavailableNote));
    await waitForHydration(page);
    expect(await fragmentReports(page)).toEqual([
      expect.objectContaining({ mfe: "mfe-catalog", fragment: "productDetail", phase: "render" }),
    ]);
  });

  test.describe("as a shopper (headless Chromium counts as a crawler and gets no consent banner)", () => {
    test.use({ userAgent: shopperUserAgent });

    test("a slice that cannot load in the browser keeps its server markup alone; the others stay interactive", async ({
      page,
      request,
    }) => {
      await blockRemote(page, "mfe-catalog");
      await page.goto("/de/");
      await waitForSliceSettled(page, "mfe-catalog");

      const slider = page.locator('[data-fragment="mfe-catalog/recommendationSlider"]').first();
      await expect(slider).toHaveAttribute("data-status", "degraded");
      await expect(slider).not.toContainText(fallbackText);
      // The cards' links work without script; their add buttons do not.
      await expect(slider.getByRole("link").first()).toHaveAttribute("href", /^\/de\//);
      const addButtons = slider.getByRole("button", { name: /in den Warenkorb legen/ });
      await expect(addButtons.first()).toHaveAttribute("aria-disabled", "true");

      await waitForHydration(page);
      const banner = page.getByRole("dialog", { name: "Ihre Privatsphäre ist uns wichtig" });
      await banner.getByRole("button", { name: "Alle akzeptieren" }).click();
      await expect(banner).toBeHidden();

      await expect
        .poll(async () => {
          const counts = (await (
            await request.get("/api/telemetry/fragment-errors")
          ).json()) as Record<string, { load?: number }>;
          return Object.entries(counts).some(
            ([slice, phases]) => slice.startsWith("mfe-catalog@") && (phases.load ?? 0) > 0,
          );
        })
        .toBe(true);
    });
  });

  test("a server renderer that throws gives its fallback; the page is still 200 and hydrates", async ({
    page,
  }) => {
    const response = await page.goto(`${brokenBaseUrl}/de/`);
    expect(response?.status()).toBe(200);

    const slider = page.locator('[data-fragment="mfe-catalog/recommendationSlider"]');
    await expect(slider).toHaveAttribute("data-status", "fallback");
    await expect(slider).toHaveText(fallbackText);

    await waitForHydration(page);
    await expect(page.locator('[data-fragment="mfe-cms/contentPage"]')).toHaveAttribute(
      "data-hydrated",
      "true",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schönes für jeden Tag");
  });
});
