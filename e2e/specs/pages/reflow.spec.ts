import { expect, test, type Page } from "@playwright/test";
import { pathFor, type Language } from "@shop/shared";
import { onHost } from "../../fixtures/hosts.ts";
import { waitForHydration } from "../../fixtures/page-watch.ts";
import { productPath } from "../../fixtures/product-path.ts";

/**
 * Reflow (WCAG 1.4.10, European Accessibility Act): at 320 CSS pixels, and at a common phone's
 * 412, no page scrolls sideways. Issue 24 found the product page 1,946 px wide on a phone (its
 * recommendation slider widened the page's grid) and the header 40 px too wide at 320 px.
 */
const widths = [320, 412] as const;

/**
 * The page's width beyond the viewport, and the first elements that stick out of it (by class;
 * content of a scrolling row such as a slider is inside its row and not counted).
 */
async function overflow(page: Page): Promise<{ extra: number; outside: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrollsOrClips = (element: Element) => getComputedStyle(element).overflowX !== "visible";
    const inARow = (element: Element) => {
      for (let at = element.parentElement; at && at !== document.body; at = at.parentElement) {
        if (scrollsOrClips(at)) return true;
      }
      return false;
    };
    const outside = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > viewport + 1)
      .filter((element) => !inARow(element))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`);
    return { extra: document.documentElement.scrollWidth - viewport, outside };
  });
}

const shops = [
  ["German home shop", "localhost", "de-de"],
  ["Belgian shop in French", "be.localhost", "fr-be"],
  ["Dutch baby shop", "nl.baby.localhost", "nl-nl"],
] as const;

for (const [shopName, host, locale] of shops) {
  const language = locale.slice(0, 2) as Language;
  for (const width of widths) {
    test(`${shopName} at ${width} px: home, a listing, search, a product and the basket never scroll sideways`, async ({
      page,
      baseURL,
      request,
    }) => {
      const product = await productPath(
        request,
        host,
        locale,
        host.includes("baby") ? "2000000" : "1000000",
      );
      const listing = await firstCategoryPath(request, host, language);
      await page.setViewportSize({ width, height: 800 });
      for (const path of [
        `/${language}/`,
        listing,
        `${pathFor("search", language)}?q=a`,
        product.path,
        pathFor("basket", language),
      ]) {
        await page.goto(onHost(baseURL, host, path));
        await waitForHydration(page);
        const { extra, outside } = await overflow(page);
        expect(extra, `${path} is wider than the screen by: ${outside.join(", ")}`).toBe(0);
      }
    });
  }
}

/** The first link of the shop's main navigation: a category page with its listing. */
async function firstCategoryPath(
  request: Parameters<typeof productPath>[0],
  host: string,
  language: string,
): Promise<string> {
  const html = await (await request.get(`/${language}/`, { headers: { host } })).text();
  const link = /class="shop-nav__link" href="([^"]+)"/.exec(html)?.[1];
  if (!link) throw new Error(`no main navigation link on ${host}/${language}/`);
  return link;
}
