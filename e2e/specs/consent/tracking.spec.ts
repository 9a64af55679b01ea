import { expect, test, type Page, type Request } from "@playwright/test";
import {
  consentCookieName,
  currentConsentVersion,
  serializeConsentCookie,
  shopAppVersion,
} from "@shop/shared";
import { noConsentDecided, shopperUserAgent } from "../../fixtures/consent.ts";
import { dataLayerEvents, firstLayer, open, reachForBanner } from "./consent-pages.ts";
import {
  babyGtmId,
  homeGtmId,
  startTrackingEdge,
  trackingBaseUrl,
  trackingPort,
} from "./tracking-edge.ts";

// One edge for the whole file, started once: the journeys run one after another in one worker.
test.describe.configure({ mode: "serial" });
test.use({ storageState: noConsentDecided, userAgent: shopperUserAgent, baseURL: trackingBaseUrl });

let edge: Awaited<ReturnType<typeof startTrackingEdge>> | undefined;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  edge = await startTrackingEdge();
});
test.afterAll(async () => edge?.stop());

const isTagManager = (request: Request) => new URL(request.url()).pathname === "/gtm.js";
const isBeacon = (request: Request) => request.url().endsWith("/api/consent/vitals/");

/** Every request the page makes, from its first byte on. */
function requestLog(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => seen.push(request));
  return seen;
}

/**
 * The tag manager's host has no container here: its script, when asked for, is a small one that
 * says it ran (what GTM's own script would do first: read the data layer).
 */
async function fakeTagManagerHost(page: Page) {
  await page.route("**/gtm.js?id=*", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: "window.dataLayer.push({ event: 'e2e.tag-manager-ran' });",
    }),
  );
}

/** A decided consent with these optional services on (the rest off). */
function decided(services: Record<string, boolean>, host = "localhost") {
  return {
    name: consentCookieName,
    value: serializeConsentCookie({
      version: currentConsentVersion,
      appVersion: shopAppVersion,
      userInteracted: true,
      services,
      createdAt: new Date().toISOString(),
    }),
    domain: host,
    path: "/",
  };
}

test.describe("tracking after consent", () => {
  test("nothing reaches the tag manager or the beacon before consent", async ({ page }) => {
    await fakeTagManagerHost(page);
    const log = requestLog(page);
    await open(page, "/de/");
    await expect(firstLayer(page)).toBeVisible();
    // The tracking hook has run once page-data-ready is in the data layer.
    await reachForBanner(page);
    await expect.poll(() => dataLayerEvents(page, "page-data-ready")).toHaveLength(1);
    await open(page, "/de/suche/?q=sofa");
    await reachForBanner(page);
    await expect.poll(() => dataLayerEvents(page, "page-data-ready")).toHaveLength(1);
    expect(log.filter(isTagManager)).toEqual([]);
    expect(log.filter(isBeacon)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("ga:user"))).toBeNull();
  });

  test("accept all loads the tag manager, keeps ga:user and sends the beacon once hidden", async ({
    page,
    request,
  }) => {
    await fakeTagManagerHost(page);
    await open(page, "/de/");
    // Keyboard only: the dialog has focus; Tab reaches "Accept all", Enter decides.
    const accept = firstLayer(page).getByRole("button", { name: "Alle akzeptieren" });
    const [script] = await Promise.all([
      page.waitForRequest(isTagManager),
      (async () => {
        await accept.focus();
        await page.keyboard.press("Enter");
      })(),
    ]);
    expect(script.url()).toBe(`${trackingBaseUrl}/gtm.js?id=${homeGtmId}`);
    await expect.poll(() => dataLayerEvents(page, "e2e.tag-manager-ran")).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem("ga:user"))).toMatch(/^[0-9a-f-]{36}$/);

    // The page is hidden (the shopper switches tabs): the beacon leaves then. Hidden again until
    // it does, as web-vitals loads on demand and reports its first values a moment later. (A
    // beacon sent while the page unloads reaches the edge too, but Playwright no longer reports
    // the old page's requests then.)
    type Beacon = {
      pageType: string;
      locale: string;
      path: string;
      versions: Record<string, string>;
      metrics: { name: string; value: number }[];
    };
    const log = requestLog(page);
    const beacons = () =>
      log.filter((candidate) => isBeacon(candidate) && candidate.method() === "POST");
    // Each beacon carries what changed since the last one: FCP may come in a later one.
    await expect
      .poll(async () => {
        await page.evaluate(() => {
          Object.defineProperty(document, "visibilityState", {
            value: "hidden",
            configurable: true,
          });
          document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
          // Visible again: a web-vitals still loading must not start on a hidden page (it would
          // then report no FCP or LCP at all).
          delete (document as { visibilityState?: unknown }).visibilityState;
        });
        return beacons().flatMap((beacon) =>
          (beacon.postDataJSON() as Beacon).metrics.map((metric) => metric.name),
        );
      })
      .toEqual(expect.arrayContaining(["TTFB", "FCP"]));
    const [first] = beacons();
    expect(first?.postDataJSON()).toMatchObject({
      pageType: "home",
      locale: "de-de",
      path: "/de/",
      versions: { "mfe-consent": expect.any(String) },
    });
    expect((await first?.response())?.status()).toBe(204);

    const report = (await (await request.get("/api/consent/vitals/report/")).json()) as {
      rows: { pageType: string; mfe: string; metric: string; samples: number }[];
    };
    expect(report.rows).toContainEqual(
      expect.objectContaining({ pageType: "home", mfe: "mfe-consent", metric: "TTFB" }),
    );
  });

  test("page-data-ready names the shop, the page and internal traffic, asked once a session", async ({
    page,
  }) => {
    let asked = 0;
    await page.route("**/rum/is_internal", (route) => {
      asked += 1;
      return route.fulfill({ json: { internal: true } });
    });
    // No consent yet: the banner's script, which pushes it, runs once the visitor reaches for it.
    await open(page, "/de/suche/?q=sofa");
    await reachForBanner(page);
    await expect
      .poll(() => dataLayerEvents(page, "page-data-ready"))
      .toEqual([
        {
          event: "page-data-ready",
          country: "de",
          language: "de",
          brand: "home",
          environment: expect.any(String),
          page_name: "/de/suche/",
          page_type: "search",
          internal_traffic: true,
        },
      ]);
    await open(page, "/de/");
    await reachForBanner(page);
    await expect
      .poll(() => dataLayerEvents(page, "page-data-ready"))
      .toEqual([expect.objectContaining({ page_type: "home", internal_traffic: true })]);
    expect(asked).toBe(1);
  });

  test("the internal-traffic call failing means not internal", async ({ page }) => {
    await page.route("**/rum/is_internal", (route) => route.abort());
    await open(page, "/de/");
    await reachForBanner(page);
    await expect
      .poll(() => dataLayerEvents(page, "page-data-ready"))
      .toEqual([expect.objectContaining({ internal_traffic: false })]);
  });

  test("a scan code is kept only with PAYBACK storage consent", async ({ page, context }) => {
    await context.addCookies([decided({ payback_storage: true })]);
    await open(page, "/de/?scanCode=12345");
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("payback:scan-code")))
      .toBe("12345");
    expect(new URL(page.url()).searchParams.get("scanCode")).toBe("12345");

    await open(page, "/de/?scanCode=123456");
    await expect.poll(() => new URL(page.url()).searchParams.has("scanCode")).toBe(false);

    await context.addCookies([decided({ payback_storage: false })]);
    await open(page, "/de/?scanCode=54321&q=1");
    await expect.poll(() => new URL(page.url()).search).toBe("?q=1");
    expect(await page.evaluate(() => sessionStorage.getItem("payback:scan-code"))).toBeNull();
  });

  test("an invalid container id is reported and not loaded", async ({ page, context }) => {
    const host = "de.baby.localhost";
    await context.addCookies([decided({ analytics_storage: true, web_vitals: false }, host)]);
    await fakeTagManagerHost(page);
    const log = requestLog(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await open(page, `http://${host}:${trackingPort}/de/`);
    await expect
      .poll(() => errors)
      .toContainEqual(expect.stringContaining(`"${babyGtmId}" is not a valid GTM-ID`));
    expect(log.filter(isTagManager)).toEqual([]);
    // And to the shop's error reporting, counted for the consent slice's version.
    await expect
      .poll(() =>
        log
          .filter((request) => request.url().endsWith("/api/telemetry/fragment-error"))
          .map((request) => (request.postDataJSON() as { mfe: string; message: string }).message),
      )
      .toContainEqual(expect.stringContaining("is not a valid GTM-ID"));
  });
});
