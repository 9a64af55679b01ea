import { expect, test, type Page, type Request } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import {
  replacedNodes,
  waitForHydration,
  watchConsole,
  watchReplacedNodes,
} from "../../fixtures/page-watch.ts";
import { addFromProductCard, closeLayer, open } from "./basket-pages.ts";

// Decision 0056: the basket page's recommendations are the catalogue's fragment in the basket
// page's slot, in the first HTML.

const slotFragment = '[data-fragment="mfe-catalog/basketRecommendations"]';

/** Asks of the recommendation service for the basket slot, with the product they name. */
function recommendationAsks(page: Page): string[] {
  const asks: string[] = [];
  page.on("request", (sent: Request) => {
    if (!sent.url().includes("/optimization/recommend/user")) return;
    const body = sent.postDataJSON() as { item_id?: string } | null;
    asks.push(body?.item_id ?? "none");
  });
  return asks;
}

/** The product (reference key) a basket line links to: its path ends in `-{key}/`. */
async function lineProduct(page: Page, index: number): Promise<string> {
  const href = await page
    .getByTestId("basket-line")
    .nth(index)
    .locator('a[href*="/p/"]')
    .first()
    .getAttribute("href");
  const key = /-([A-Za-z0-9._]+)\/(?:\?|$)/.exec(href ?? "")?.[1];
  if (!key) throw new Error(`no product in the line's link ${href}`);
  return key;
}

test("an empty basket's recommendations are in the server's HTML, the first pictures at once", async ({
  request,
}) => {
  const html = await (await request.get("/de/warenkorb/")).text();
  const slot = /<div data-fragment-slot="recommendations">(.*?)<\/section>/s.exec(html)?.[1] ?? "";
  expect(slot).toContain('data-fragment="mfe-catalog/basketRecommendations"');
  expect(slot).toMatch(/<h2 [^>]*>Passt gut dazu<\/h2>/);
  const links = [...slot.matchAll(/<a [^>]*href="(\/de\/p\/[^"]+)"[^>]*>(<img [^>]*>)/g)];
  expect(links.length).toBeGreaterThanOrEqual(3);
  const [first, second, third] = links.map(([, , img]) => img ?? "");
  expect(first).toMatch(/loading="eager"/);
  expect(first).toMatch(/fetchpriority="high"/i);
  expect(second).toMatch(/fetchpriority="high"/i);
  expect(third).not.toMatch(/fetchpriority/i);
  expect(links.at(-1)?.[2]).toMatch(/loading="lazy"/);
});

test("without script the recommendations show with their pictures; hydrated they keep the server's nodes and pass axe", async ({
  browser,
  page,
  baseURL,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const still = await noScript.newPage();
  await still.goto("/de/warenkorb/");
  const region = still.getByRole("region", { name: "Passt gut dazu" });
  await expect(region.getByRole("link").first()).toBeVisible();
  await expect(region.locator("img").first()).toHaveJSProperty("complete", true);
  expect(
    await region
      .locator("img")
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await noScript.close();

  const problems = watchConsole(page);
  await watchReplacedNodes(page);
  const asks = recommendationAsks(page);
  await open(page, "/de/warenkorb/");
  await expect(page.locator(slotFragment)).toHaveAttribute("data-hydrated", "true");
  expect((await replacedNodes(page)).filter((node) => node.includes("cat-basket"))).toEqual([]);
  // The server's products stand: the browser does not ask for them again.
  expect(asks).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test("the recommendations follow the basket's newest line in the browser", async ({ page }) => {
  const problems = watchConsole(page);
  await open(page, "/de/");
  await addFromProductCard(page, /in den Warenkorb legen/);
  await closeLayer(page, "Weiter einkaufen");
  await page
    .getByRole("button", { name: /in den Warenkorb legen/ })
    .nth(1)
    .click();
  await closeLayer(page, "Weiter einkaufen");

  const asks = recommendationAsks(page);
  const response = await page.goto("/de/warenkorb/");
  const html = (await response?.text()) ?? "";
  await waitForHydration(page);
  await expect(page.getByTestId("basket-line")).toHaveCount(2);
  const [older, newer] = [await lineProduct(page, 0), await lineProduct(page, 1)];
  expect(older).not.toBe(newer);
  // Rendered on the server for the newest line, which comes last.
  expect(html).toContain(`"itemId":"${newer}"`);
  expect(asks).toEqual([]);

  await page
    .getByTestId("basket-line")
    .nth(1)
    .getByRole("button", { name: /entfernen$/ })
    .click();
  await expect(page.getByTestId("basket-line")).toHaveCount(1);
  await expect.poll(() => asks).toEqual([older]);
  const region = page.getByRole("region", { name: "Passt gut dazu" });
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByRole("link").first()).toBeVisible();

  await page
    .getByTestId("basket-line")
    .getByRole("button", { name: /entfernen$/ })
    .click();
  await expect(page.getByTestId("basket-empty")).toBeVisible();
  await expect.poll(() => asks).toEqual([older, "none"]);
  expect(problems).toEqual([]);
});
