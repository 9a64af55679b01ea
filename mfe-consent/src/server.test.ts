import { describe, expect, it } from "vitest";
import {
  consentCookieName,
  currentConsentVersion,
  deviceFlags,
  serializeConsentCookie,
  type FragmentRenderer,
  type VisitorContext,
} from "@shop/shared";
import { builtServerModule, fragmentRequest, testShops } from "@shop/shared/testing";
import type { ConsentClient } from "./api/client.ts";
import { countryLinks } from "./api/country-links.ts";

const decided = (createdAt = new Date().toISOString()) =>
  serializeConsentCookie({
    version: currentConsentVersion,
    appVersion: "0.2.0",
    userInteracted: true,
    services: { shop_session: true, analytics_storage: true, ad_storage: false },
    createdAt,
  });

const visitor = (more: Partial<VisitorContext> = {}): VisitorContext => ({
  isCrawler: false,
  isRetailApp: false,
  device: deviceFlags(""),
  country: undefined,
  countryPicker: { open: false },
  notices: [],
  ...more,
});

/** The client the edge hands the renderer, over the test shops. */
const api: ConsentClient = {
  countryLinks: (path, query) => Promise.resolve(countryLinks(testShops(), "home", path, query)),
  tracking: () =>
    Promise.resolve({ gtmId: "GTM-TEST1", gtmOrigin: "https://gtm.test", videosDomain: null }),
};

const renderer = () => builtServerModule<FragmentRenderer>(import.meta.dirname + "/..");

describe("the consent team's built fragment renderer", () => {
  it("opens the banner at its first layer until the visitor has given a valid consent", async () => {
    const built = await renderer();
    expect(built.fragments.consentBanner).toEqual({ personal: true });

    const first = await built.render("consentBanner", fragmentRequest({ api }));
    expect(first.state).toMatchObject({
      visible: true,
      invalidReason: "invalid interaction",
      automatic: false,
      services: { shop_session: true, consent_storage: true, analytics_storage: false },
    });
    expect(first.html).toContain("Ihre Privatsphäre ist uns wichtig");
    expect(first.html).toContain("Mehr Informationen");
    // Drawn open for the start script to make modal; its script waits for the visitor (0066).
    expect(first.html).toMatch(/<dialog [^>]*\bopen=""[^>]*data-opens-modal=""/);
    expect(first.hydration).toBe("interaction");

    const valid = await built.render(
      "consentBanner",
      fragmentRequest({ api, cookies: { [consentCookieName]: decided() } }),
    );
    expect(valid.state).toMatchObject({
      visible: false,
      invalidReason: null,
      services: { analytics_storage: true, ad_storage: false, payback_storage: false },
    });
    expect(valid.html).not.toContain("Ihre Privatsphäre");
    expect(valid.html).not.toContain("data-opens-modal");
    // Without a banner it runs the tracking the consent allows: it starts with the page.
    expect(valid.hydration).toBeUndefined();
    // The brand's tracking configuration and the page's type, for the browser (decision 0041).
    expect(valid.state).toMatchObject({
      tracking: { gtmId: "GTM-TEST1", gtmOrigin: "https://gtm.test", pageType: "home" },
    });
  });

  it("reports an expired consent as invalid time and opens the banner again", async () => {
    const built = await renderer();
    const old = await built.render(
      "consentBanner",
      fragmentRequest({ api, cookies: { [consentCookieName]: decided("2024-01-01T00:00:00Z") } }),
    );
    expect(old.state).toMatchObject({ visible: true, invalidReason: "invalid time" });
  });

  it("shows no banner to crawlers and the retail app and turns analytics storage on", async () => {
    const built = await renderer();
    for (const who of [visitor({ isCrawler: true }), visitor({ isRetailApp: true })]) {
      const rendered = await built.render("consentBanner", fragmentRequest({ api, visitor: who }));
      expect(rendered.state).toMatchObject({
        visible: false,
        automatic: true,
        services: { analytics_storage: true, ad_storage: false },
      });
      expect(rendered.html).not.toContain("Ihre Privatsphäre");
      expect(rendered.hydration).toBeUndefined();
    }
  });

  it("shows the gift-code toast once the banner is gone, then the country picker with the shops' links", async () => {
    const built = await renderer();
    const rendered = await built.render(
      "consentBanner",
      fragmentRequest({
        language: "fr",
        country: "fr",
        path: "/fr/recherche/",
        query: { q: "vase" },
        api,
        cookies: { [consentCookieName]: decided() },
        visitor: visitor({
          country: "be",
          countryPicker: { open: true, suggestedCountry: "be" },
          notices: ["voucherActivated"],
        }),
      }),
    );
    expect(rendered.html).toContain("Code cadeau activé");
    expect(rendered.html).toContain("Aller sur la boutique Belgique");
    expect(rendered.state).toMatchObject({
      visible: false,
      voucherActivated: true,
      countryPicker: { open: true, suggestedCountry: "be" },
    });
    expect((rendered.state as { countryLinks: unknown }).countryLinks).toContainEqual({
      country: "be",
      href: "http://be.localhost/fr/recherche/?q=vase",
    });
  });
});
