import { describe, expect, it } from "vitest";
import {
  consentCookieName,
  currentConsentVersion,
  serializeConsentCookie,
  shopAppVersion,
  type PagePayload,
} from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";

/** Each fragment container's opening tag in a document, by its fragment id. */
function containers(page: string): Map<string, string> {
  const tags = page.match(/<div id="fragment-[^"]*" class="shop-fragment"[^>]*>/g) ?? [];
  return new Map(tags.map((tag) => [/data-fragment="([^"]+)"/.exec(tag)?.[1] ?? "", tag]));
}

/** The scripts the start script preloads, named on the runtime config at the document's end. */
function preloadsOf(page: string): string[] {
  const config =
    /<script type="application\/json" id="shop-runtime-config" data-preloads="([^"]*)">/;
  return config.exec(page)?.[1]?.split(" ").filter(Boolean) ?? [];
}

describe("fragments that start on interaction or when visible (decisions 0060, 0061, 0064)", () => {
  it("are marked on their container and their scripts are not preloaded", async () => {
    const { app } = await testEdge();
    const page = await (await app.request("http://localhost/de/")).text();
    const tags = containers(page);

    for (const fragment of [
      "mfe-basket/miniBasket",
      "mfe-account/accountLink",
      "mfe-cms/navigationTeasers",
      // The category menu of a shop with one language (decision 0065).
      "mfe-catalog/categoryNavigation",
      // The consent banner the server draws for a first visit (decision 0066).
      "mfe-consent/consentBanner",
    ]) {
      expect(tags.get(fragment), fragment).toContain('data-hydrate="interaction"');
    }
    expect(tags.get("mfe-cms/footer")).toContain('data-hydrate="visible"');
    // The home page shows no campaign banner: that rendering starts nothing (decision 0065).
    expect(tags.get("mfe-cms/campaignBanner")).toContain('data-hydrate="none"');
    const others = [...tags].filter(
      ([id]) =>
        !/miniBasket|accountLink|navigationTeasers|categoryNavigation|footer|campaignBanner|consentBanner/.test(
          id,
        ),
    );
    expect(others.map(([id]) => id).sort()).toEqual([
      "mfe-catalog/recommendationSlider",
      "mfe-cms/contentPage",
    ]);
    for (const [id, tag] of others) expect(tag, id).not.toContain("data-hydrate");

    const preloads = preloadsOf(page);
    expect(preloads.some((href) => href.startsWith("/_mfe/mfe-catalog/"))).toBe(true);
    expect(preloads.some((href) => href.includes("__federation_expose_contentPage"))).toBe(true);
    expect(preloads.filter((href) => /\/_mfe\/mfe-(basket|account)\//.test(href))).toEqual([]);
    expect(preloads.filter((href) => href.includes("__federation_expose_footer"))).toEqual([]);
    expect(
      preloads.filter((href) => href.includes("__federation_expose_navigationTeasers")),
    ).toEqual([]);
    expect(
      preloads.filter((href) => href.includes("__federation_expose_categoryNavigation")),
    ).toEqual([]);
    expect(preloads.filter((href) => href.startsWith("/_mfe/mfe-consent/"))).toEqual([]);
  });

  it("start the consent banner with the page once the visitor has decided: it runs the tracking", async () => {
    const { app } = await testEdge();
    const consent = serializeConsentCookie({
      version: currentConsentVersion,
      appVersion: shopAppVersion,
      userInteracted: true,
      services: { analytics_storage: true },
      createdAt: new Date().toISOString(),
    });
    const page = await (
      await app.request("http://localhost/de/", {
        headers: { cookie: `${consentCookieName}=${encodeURIComponent(consent)}` },
      })
    ).text();
    expect(page).not.toContain("data-opens-modal");
    expect(containers(page).get("mfe-consent/consentBanner")).not.toContain("data-hydrate");
    expect(
      preloadsOf(page).filter((href) => href.includes("__federation_expose_consentBanner")),
    ).toHaveLength(1);
  });

  it("carry the mark in a page's payload, for a client-side navigation", async () => {
    const { app } = await testEdge();
    const payload = (await (
      await app.request("http://localhost/de/_payload.json")
    ).json()) as PagePayload;
    const fragments = Object.values(payload.regions).flat();
    const miniBasket = fragments.find(({ fragmentId }) => fragmentId === "mfe-basket/miniBasket");
    expect(miniBasket?.hydration).toBe("interaction");
    const footer = fragments.find(({ fragmentId }) => fragmentId === "mfe-cms/footer");
    expect(footer?.hydration).toBe("visible");
    const teasers = fragments.find(({ fragmentId }) => fragmentId === "mfe-cms/navigationTeasers");
    expect(teasers?.hydration).toBe("interaction");
    const main = fragments.find(({ fragmentId }) => fragmentId === "mfe-cms/contentPage");
    expect(main).toBeDefined();
    expect(main?.hydration).toBeUndefined();
  });
});

describe("a rendering with nothing to start (decision 0065)", () => {
  it("says so on its container and in the payload, and none of its scripts is preloaded", async () => {
    const { app } = await testEdge();
    // The bath category shows no campaign banner; the kitchen shows its autumn campaign.
    const bath = await (await app.request("http://localhost/de/bad/")).text();
    expect(containers(bath).get("mfe-cms/campaignBanner")).toContain('data-hydrate="none"');
    expect(preloadsOf(bath).some((href) => href.startsWith("/_mfe/mfe-catalog/"))).toBe(true);
    expect(
      preloadsOf(bath).filter((href) => href.includes("__federation_expose_campaignBanner")),
    ).toEqual([]);

    const kitchen = await (await app.request("http://localhost/de/kueche/")).text();
    expect(kitchen).toContain("Herbstwochen in der Küche");
    expect(containers(kitchen).get("mfe-cms/campaignBanner")).not.toContain("data-hydrate");
    expect(
      preloadsOf(kitchen).filter((href) => href.includes("__federation_expose_campaignBanner")),
    ).toHaveLength(1);

    const payload = (await (
      await app.request("http://localhost/de/bad/_payload.json")
    ).json()) as PagePayload;
    const banner = payload.regions.main?.find(
      ({ fragmentId }) => fragmentId === "mfe-cms/campaignBanner",
    );
    expect(banner?.hydration).toBe("none");
    expect(
      payload.preloads.filter((href) => href.includes("__federation_expose_campaignBanner")),
    ).toEqual([]);
  });
});
