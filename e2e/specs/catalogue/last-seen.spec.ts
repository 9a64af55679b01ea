import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  consentCookieName,
  currentConsentVersion,
  serializeConsentCookie,
  shopAppVersion,
} from "@shop/shared";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { waitForHydration, watchConsole } from "../../fixtures/page-watch.ts";

// Its own rate-limit buckets: views count per client address.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.171" } });

const languages = [
  { host: "localhost", locale: "de-de", lastSeen: "Zuletzt angesehen", basket: "Passt gut dazu" },
  {
    host: "fr.localhost",
    locale: "fr-fr",
    lastSeen: "Vus récemment",
    basket: "Pour compléter votre panier",
  },
] as const;

interface ListEvent {
  readonly event: string;
  readonly ecommerce: {
    readonly item_list_id: string;
    readonly items: readonly { readonly item_id: string }[];
  };
}

/** The view_item_list events of a slot the page pushed to its data layer. */
function slotViews(page: Page, slot: string): Promise<ListEvent[]> {
  return page.evaluate(
    (listId) =>
      ((window as unknown as { dataLayer?: ListEvent[] }).dataLayer ?? []).filter(
        (entry) =>
          entry.event === "frontend_view_item_list" && entry.ecommerce.item_list_id === listId,
      ),
    slot,
  );
}

/** A consent decision in the visitor's browser: analytics storage on or off. */
async function decideConsent(page: Page, host: string, analyticsStorage: boolean, port: string) {
  await page.context().addCookies([
    {
      name: consentCookieName,
      value: serializeConsentCookie({
        version: currentConsentVersion,
        appVersion: shopAppVersion,
        userInteracted: true,
        services: { analytics_storage: analyticsStorage },
        createdAt: new Date().toISOString(),
      }),
      url: `http://${host}:${port}/`,
    },
  ]);
}

/** Two listed, buyable home-brand products: page path and reference key. */
async function twoProducts(request: APIRequestContext, host: string, locale: string) {
  const language = locale.slice(0, 2);
  const found: { path: string; referenceKey: string }[] = [];
  for (let index = 1; index < 100 && found.length < 2; index += 1) {
    const referenceKey = String(1_000_000 + index);
    const response = await request.get(`/api/shop/product/${referenceKey}/?locale=${locale}`, {
      headers: { host },
    });
    if (!response.ok()) continue;
    const { product, alternates } = (await response.json()) as {
      product: { attributes: Record<string, unknown>; variants: { delivery: { BVC: number } }[] };
      alternates: Record<string, string>;
    };
    if (product.attributes.personalisierterArtikel) continue;
    if (!product.variants.some((variant) => variant.delivery.BVC === 1)) continue;
    found.push({ path: `/${language}/${alternates[language]}`, referenceKey });
  }
  const [first, second] = found;
  if (!first || !second) throw new Error(`two buyable products in ${locale}`);
  return [first, second] as const;
}

/** Opens a product page and waits until the browser recorded the view. */
async function viewProduct(page: Page, origin: string, path: string) {
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith("/optimization/view") && response.request().method() === "POST",
  );
  await page.goto(`${origin}${path}`);
  expect((await recorded).status()).toBe(204);
  await waitForHydration(page);
}

for (const shop of languages) {
  test.describe(`last seen in ${shop.locale}`, () => {
    test("product and listing pages show the visitor's own views, tracked when in view, by keyboard", async ({
      page,
      request,
      baseURL,
    }) => {
      // Five pages, two of them audited by axe.
      test.setTimeout(90_000);
      const problems = watchConsole(page);
      const port = new URL(baseURL ?? "").port;
      const origin = `http://${shop.host}:${port}`;
      await decideConsent(page, shop.host, true, port);
      const [first, second] = await twoProducts(request, shop.host, shop.locale);
      await page.setViewportSize({ width: 1280, height: 800 });

      // The consent slice keeps the anonymous id once analytics storage is allowed.
      await page.goto(`${origin}/${shop.locale.slice(0, 2)}/`);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("ga:user")))
        .toMatch(/^[0-9a-f-]{36}$/);

      await viewProduct(page, origin, first.path);
      await viewProduct(page, origin, second.path);
      const slot = page.getByRole("region", { name: shop.lastSeen });
      await expect(slot).not.toBeInViewport();
      expect(await slotViews(page, "pds_last_seen")).toEqual([]);
      await page.locator('[data-slot="pds_last_seen"]').scrollIntoViewIfNeeded();
      await expect(slot).toBeVisible();
      // The first product, never the one on the page.
      const firstLink = slot.locator(`a[href="${first.path}"]`).first();
      await expect(firstLink).toBeVisible();
      await expect(slot.locator(`a[href="${second.path}"]`)).toHaveCount(0);
      await expect.poll(async () => (await slotViews(page, "pds_last_seen")).length).toBe(1);
      const [view] = await slotViews(page, "pds_last_seen");
      expect(view?.ecommerce.items.map((item) => item.item_id)).toContain(first.referenceKey);
      expect(await accessibilityViolations(page)).toEqual([]);

      // By keyboard: the card's link leads to the product seen first.
      await firstLink.focus();
      await expect(firstLink).toBeFocused();
      await page.keyboard.press("Enter");
      await page.waitForURL(`${origin}${first.path}`);

      // A listing shows both, newest first.
      await waitForHydration(page);
      const category = page.locator(".cat-breadcrumbs a").last();
      const categoryPath = await category.getAttribute("href");
      expect(categoryPath).toBeTruthy();
      await page.goto(`${origin}${categoryPath}`);
      await waitForHydration(page);
      await page.locator('[data-slot="listing_last_seen"]').scrollIntoViewIfNeeded();
      const listingSlot = page.getByRole("region", { name: shop.lastSeen });
      await expect(listingSlot.locator(`a[href="${first.path}"]`).first()).toBeVisible();
      await expect(listingSlot.locator(`a[href="${second.path}"]`).first()).toBeVisible();
      await expect.poll(async () => (await slotViews(page, "listing_last_seen")).length).toBe(1);
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });

    test("the basket page shows its recommendations, tracked once in view", async ({
      page,
      baseURL,
    }) => {
      const problems = watchConsole(page);
      const port = new URL(baseURL ?? "").port;
      const basketPath = shop.locale === "de-de" ? "/de/warenkorb/" : "/fr/panier/";
      await page.setViewportSize({ width: 390, height: 500 });
      await page.goto(`http://${shop.host}:${port}${basketPath}`);
      await waitForHydration(page);
      const slot = page.getByRole("region", { name: shop.basket });
      await slot.scrollIntoViewIfNeeded();
      await expect(slot.getByRole("link").first()).toBeVisible();
      await expect.poll(async () => (await slotViews(page, "basket")).length).toBe(1);
      const [view] = await slotViews(page, "basket");
      await expect(slot.getByRole("link")).toHaveCount(view?.ecommerce.items.length ?? -1);
      await slot.getByRole("link").first().focus();
      await expect(slot.getByRole("link").first()).toBeFocused();
      expect(await accessibilityViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  });
}

test("without analytics consent no view is recorded and last seen stays empty", async ({
  page,
  request,
  baseURL,
}) => {
  const port = new URL(baseURL ?? "").port;
  const origin = `http://localhost:${port}`;
  await decideConsent(page, "localhost", false, port);
  const views: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().endsWith("/optimization/view")) views.push(sent.url());
  });
  const [first, second] = await twoProducts(request, "localhost", "de-de");
  await page.goto(`${origin}${first.path}`);
  await waitForHydration(page);
  await page.goto(`${origin}${second.path}`);
  await waitForHydration(page);
  await page.locator('[data-slot="pds_last_seen"]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(views).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem("ga:user"))).toBeNull();
  await expect(page.getByRole("region", { name: "Zuletzt angesehen" })).toHaveCount(0);
});
