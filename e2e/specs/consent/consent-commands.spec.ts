import { expect, test } from "@playwright/test";
import { consentDecided, noConsentDecided, shopperUserAgent } from "../../fixtures/consent.ts";
import { consentCookie, firstLayer, loggedDecision, open, secondLayer } from "./consent-pages.ts";

const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const retailApp =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 retail/4.12";

test.describe("consent hashes", () => {
  test.use({ storageState: noConsentDecided, userAgent: shopperUserAgent });

  test("#denyConsent denies every optional service without the banner and leaves the address", async ({
    page,
    context,
  }) => {
    let loads = 0;
    page.on("load", () => (loads += 1));
    const logged = await loggedDecision(page, async () => {
      await page.goto("/de/#denyConsent");
    });
    expect(logged).toMatchObject({ action: "denyConsent" });
    // Every optional service off: the page reloads (core spec point 4); the checks are of the
    // reloaded page.
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState("load");
    await expect(firstLayer(page)).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe("");
    // A cookie the page writes reaches the browser's store a moment later: wait for it.
    await expect
      .poll(async () => (await consentCookie(context))?.services)
      .toMatchObject({ shop_session: true, analytics_storage: false, ad_storage: false });
  });

  test("#denyAppConsent sets the app-tracking cookie and turns off the app-tracked services", async ({
    page,
    context,
  }) => {
    // Not every optional service is on afterwards: the page reloads (core spec point 4). The
    // journey ends on the reloaded page, not while its reload is still under way.
    let loads = 0;
    page.on("load", () => (loads += 1));
    const logged = await loggedDecision(page, async () => {
      await page.goto("/de/#denyAppConsent");
    });
    expect(logged).toMatchObject({ action: "denyAppConsent" });
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState("load");
    await expect
      .poll(
        async () =>
          (await context.cookies()).find((cookie) => cookie.name === "app_tracking")?.value,
      )
      .toBe("false");
    await expect
      .poll(async () => (await consentCookie(context))?.services)
      .toMatchObject({ ad_storage: false });
  });

  test("#allowAppConsent opens the banner, unless the app's tracking is explicitly denied", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies(consentDecided().cookies);
    await open(page, "/de/#allowAppConsent");
    await expect(firstLayer(page)).toBeVisible();

    await context.addCookies([{ name: "app_tracking", value: "false", url: baseURL ?? "" }]);
    const next = await context.newPage();
    await open(next, "/de/#allowAppConsent");
    await expect(firstLayer(next)).toHaveCount(0);
  });
});

test.describe("reopening the banner", () => {
  test.use({ storageState: consentDecided(), userAgent: shopperUserAgent });

  test("the footer's privacy settings command opens the second layer; Escape closes it and focus returns", async ({
    page,
  }) => {
    await open(page, "/de/");
    await expect(firstLayer(page)).toHaveCount(0);
    // The footer's button sends this command; here a button of the page does, outside every
    // fragment (a fragment that hydrates later would take out markup it did not render).
    await page.evaluate(() => {
      const opener = document.createElement("button");
      opener.id = "privacy-settings";
      opener.textContent = "Datenschutz-Einstellungen";
      opener.addEventListener("click", () =>
        window.dispatchEvent(new CustomEvent("consent:open-banner", { detail: {} })),
      );
      document.body.append(opener);
    });
    await page.locator("#privacy-settings").focus();
    await page.keyboard.press("Enter");
    await expect(secondLayer(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(secondLayer(page)).toBeHidden();
    await expect(page.locator("#privacy-settings")).toBeFocused();
  });
});

test.describe("crawlers and the retail app", () => {
  for (const [who, userAgent] of [
    ["a crawler", googlebot],
    ["the retail app", retailApp],
  ] as const) {
    test.describe(who, () => {
      test.use({ storageState: noConsentDecided, userAgent });

      test(`gets no banner, and analytics storage is on (${who})`, async ({ page }) => {
        await open(page, "/de/");
        await expect(firstLayer(page)).toHaveCount(0);
        const consent = await page.evaluate(
          () =>
            (
              (window as unknown as { dataLayer?: { event?: string; consent?: unknown }[] })
                .dataLayer ?? []
            ).find((entry) => entry.event === "consent_default")?.consent,
        );
        expect(consent).toMatchObject({ analytics_storage: true, ad_storage: false });
      });
    });
  }
});

test.describe("keyboard only", () => {
  test.use({ storageState: noConsentDecided, userAgent: shopperUserAgent });

  test("a visitor decides with the keyboard alone; Tab stays inside the dialog", async ({
    page,
    context,
  }) => {
    await open(page, "/de/");
    await expect(firstLayer(page)).toBeVisible();
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    // Focus starts inside the dialog and cycles between its two buttons.
    for (let step = 0; step < 3; step++) {
      expect(["Mehr Informationen", "Alle akzeptieren"]).toContain(await focusedText());
      await page.keyboard.press("Tab");
    }
    while ((await focusedText()) !== "Mehr Informationen") await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const settings = secondLayer(page);
    await expect(settings).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(
      true,
    );

    const analytics = settings.getByRole("switch", { name: "Analyse" });
    for (
      let step = 0;
      step < 20 && !(await analytics.evaluate((el) => el === document.activeElement));
      step++
    ) {
      await page.keyboard.press("Tab");
    }
    await page.keyboard.press("Space");
    await expect(analytics).toBeChecked();
    const save = settings.getByRole("button", { name: "Auswahl speichern" });
    for (
      let step = 0;
      step < 20 && !(await save.evaluate((el) => el === document.activeElement));
      step++
    ) {
      await page.keyboard.press("Tab");
    }
    const reloaded = page.waitForEvent("load");
    await page.keyboard.press("Enter");
    await reloaded;
    expect((await consentCookie(context))?.services).toMatchObject({
      analytics_storage: true,
      ad_storage: false,
    });
  });
});
