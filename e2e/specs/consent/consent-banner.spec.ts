import { expect, test } from "@playwright/test";
import { accessibilityViolations } from "../../fixtures/axe.ts";
import { noConsentDecided, shopperUserAgent } from "../../fixtures/consent.ts";
import {
  consentCookie,
  dataLayerEvents,
  firstLayer,
  loggedDecision,
  open,
  reachForBanner,
  secondLayer,
  storedRecord,
} from "./consent-pages.ts";

test.use({ storageState: noConsentDecided, userAgent: shopperUserAgent });

test.describe("consent banner", () => {
  test("a first visit shows the first layer as a modal dialog that Escape does not close", async ({
    page,
  }) => {
    const consentScripts: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/_mfe/mfe-consent/") && pathname.endsWith(".js")) {
        consentScripts.push(pathname);
      }
    });
    await open(page, "/de/");
    const banner = firstLayer(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByText("Wohnfein", { exact: true })).toBeVisible();
    await expect(banner.getByText("Sie entscheiden, welche optionalen Dienste")).toBeVisible();
    await expect(banner.getByRole("button")).toHaveText(["Mehr Informationen", "Alle akzeptieren"]);
    // Drawn by the server and made modal by the page's start script (decision 0066): focus is
    // in it, the page behind is inert, and none of the banner's scripts has loaded yet (its
    // stylesheet has: the server's markup needs it).
    expect(await page.evaluate(() => document.querySelector("dialog:modal") !== null)).toBe(true);
    await expect(banner.getByRole("button", { name: "Mehr Informationen" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(banner).toBeVisible();
    expect(consentScripts).toEqual([]);
    expect(await dataLayerEvents(page, "consent_invalid")).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The visitor points at it: its script starts and reports the invalid consent once.
    await reachForBanner(page);
    expect(consentScripts.length).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(banner).toBeVisible();
    expect(await dataLayerEvents(page, "consent_invalid")).toEqual([
      { event: "consent_invalid", reason: "invalid interaction" },
    ]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test("the page behind the drawn banner does not scroll, before its script runs or after, until the visitor decides", async ({
    page,
  }) => {
    // The banner's scripts wait until the wheel was tried: only the start script holds the page.
    let letScriptsThrough = () => {};
    const held = new Promise<void>((resolve) => (letScriptsThrough = resolve));
    await page.route(/\/_mfe\/mfe-consent\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await open(page, "/de/");
    const scrollY = () => page.evaluate(() => window.scrollY);
    const afterTwoFrames = () =>
      page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    await page.mouse.move(10, 400);
    await page.mouse.wheel(0, 600);
    await afterTwoFrames();
    expect(await scrollY()).toBe(0);

    letScriptsThrough();
    await reachForBanner(page);
    await page.mouse.wheel(0, 600);
    await afterTwoFrames();
    expect(await scrollY()).toBe(0);

    await firstLayer(page).getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect(firstLayer(page)).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(scrollY).toBeGreaterThan(0);
  });

  test("accept all stores every service with its history, logs the decision and stays closed", async ({
    page,
    context,
  }) => {
    await open(page, "/de/");
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith("/api/consent/log/")),
      firstLayer(page).getByRole("button", { name: "Alle akzeptieren" }).click(),
    ]);
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toMatchObject({
      action: "acceptAll",
      shopId: "home-de",
      version: 2,
      consents: { analytics_storage: true, ad_storage: true, payback_storage: true },
    });
    await expect(firstLayer(page)).toBeHidden();

    const cookie = await consentCookie(context);
    expect(cookie).toMatchObject({
      version: 2,
      appVersion: "0.2.0",
      userInteracted: true,
      services: { shop_session: true, analytics_storage: true, ad_storage: true },
    });
    expect(cookie?.history).toBeUndefined();
    const record = await storedRecord(page);
    expect(record?.history.ad_storage).toEqual([{ status: true, at: cookie?.createdAt }]);
    expect(await dataLayerEvents(page, "consent_update")).toEqual([
      expect.objectContaining({ action: "acceptAll" }),
    ]);

    await open(page, "/de/");
    await expect(firstLayer(page)).toHaveCount(0);
  });

  test("reject all in the second layer keeps only the required services and reloads the page", async ({
    page,
    context,
  }) => {
    await open(page, "/de/");
    await firstLayer(page).getByRole("button", { name: "Mehr Informationen" }).click();
    const settings = secondLayer(page);
    await expect(settings).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    const reloaded = page.waitForEvent("load");
    const logged = await loggedDecision(page, () =>
      settings.getByRole("button", { name: "Alle ablehnen" }).click(),
    );
    await reloaded;
    expect(logged).toMatchObject({ action: "rejectAll", shopId: "home-de" });
    expect((await consentCookie(context))?.services).toEqual({
      shop_session: true,
      consent_storage: true,
      analytics_storage: false,
      web_vitals: false,
      ad_storage: false,
      payback_storage: false,
      sovendus: false,
    });
    await expect(firstLayer(page)).toHaveCount(0);
  });

  test("a selection in the second layer stores exactly the chosen categories", async ({
    page,
    context,
  }) => {
    await open(page, "/de/");
    await firstLayer(page).getByRole("button", { name: "Mehr Informationen" }).click();
    const settings = secondLayer(page);
    const essential = settings.getByRole("switch", { name: "Notwendig" });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(settings.getByText("immer aktiv").first()).toBeVisible();

    await settings.getByRole("switch", { name: "Analyse" }).check();
    await settings.getByRole("button", { name: "Marketing" }).click();
    await expect(settings.getByRole("button", { name: "Marketing" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await settings.getByRole("switch", { name: "PAYBACK" }).check();
    await expect(settings.getByRole("switch", { name: "Marketing" })).toBeChecked();

    const reloaded = page.waitForEvent("load");
    const logged = await loggedDecision(page, () =>
      settings.getByRole("button", { name: "Auswahl speichern" }).click(),
    );
    await reloaded;
    const chosen = {
      shop_session: true,
      consent_storage: true,
      analytics_storage: true,
      web_vitals: true,
      ad_storage: false,
      payback_storage: true,
      sovendus: false,
    };
    expect(logged).toMatchObject({ action: "save", consents: chosen });
    expect((await consentCookie(context))?.services).toEqual(chosen);
  });

  test("the second layer's close button goes back to the first layer until the visitor decides", async ({
    page,
  }) => {
    await open(page, "/de/");
    await firstLayer(page).getByRole("button", { name: "Mehr Informationen" }).click();
    await secondLayer(page)
      .getByRole("button", { name: "Datenschutz-Einstellungen schließen" })
      .click();
    await expect(firstLayer(page)).toBeVisible();
  });

  test("speaks the shop's language and names the brand's services: baby brand in French", async ({
    page,
    baseURL,
  }) => {
    const url = new URL("/fr/", baseURL);
    url.hostname = "be.baby.localhost";
    await open(page, url.href);
    const banner = page.getByRole("dialog", { name: "Votre vie privée nous importe" });
    await banner.getByRole("button", { name: "Plus d'informations" }).click();
    const settings = page.getByRole("dialog", { name: "Paramètres de confidentialité" });
    await settings.getByRole("button", { name: "Marketing" }).click();
    await expect(settings.getByRole("switch", { name: "Pinterest" })).toBeVisible();
    await expect(settings.getByRole("switch", { name: "PAYBACK" })).toHaveCount(0);
    await expect(settings.getByRole("button", { name: "Tout refuser" })).toBeVisible();
  });
});
