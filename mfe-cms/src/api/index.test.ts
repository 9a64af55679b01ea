import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopContext } from "@shop/shared";
import {
  memoryLogger,
  testDatabase,
  testPlatform,
  testShops,
  type TestDatabase,
} from "@shop/shared/testing";
import { navigationTeasers } from "../navigation-teasers/navigation-teasers.ts";
import { developmentContentTokens } from "./content-settings.ts";
import { cmsApi, cmsMigrations, type CmsApi } from "./index.ts";

let database: TestDatabase;
let api: CmsApi;
const app = new Hono();

beforeAll(async () => {
  database = await testDatabase("pglite", [cmsMigrations]);
  api = cmsApi(testPlatform(database.db, testShops()));
  for (const { path, routes } of api.routes) app.route(path, routes);
  // As the edge answers API errors: `{ error }` JSON with the exception's status.
  app.onError((error, c) =>
    error instanceof HTTPException
      ? c.json({ error: error.message }, error.status)
      : c.json({ error: "Something went wrong on our side" }, 500),
  );
});

afterAll(() => database.dispose());

describe("GET /api/cms/{slug}", () => {
  it("answers the story of the root slug and 404 for a missing one", async () => {
    const home = await app.request("/api/cms/_?locale=de-de");
    expect(home.status).toBe(200);
    expect(await home.json()).toMatchObject({
      page: { full_slug: "home" },
      alternates: [
        { hreflang: "de", href: "/de/" },
        { hreflang: "fr", href: "/fr/" },
        { hreflang: "nl", href: "/nl/" },
      ],
    });
    expect((await app.request("/api/cms/nicht-da?locale=de-de")).status).toBe(404);
    expect((await app.request("/api/cms/..%2Fsecret?locale=de-de")).status).toBe(400);
  });

  it("reads a slug in its canonical form and answers reserved slugs 'Not found'", async () => {
    const kitchen = await app.request("/api/cms/K%C3%BCche/?locale=de-de");
    expect(((await kitchen.json()) as { page: { full_slug: string } }).page.full_slug).toBe(
      "kueche",
    );
    for (const reserved of ["fabula-ng/x", "kueche/bild.png"]) {
      const response = await app.request(`/api/cms/${reserved}?locale=de-de`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Not found" });
    }
  });
});

describe("GET /api/cms/layoutCached/", () => {
  it("answers the shop's layout items in its language and the banner page", async () => {
    const response = await app.request("/api/cms/layoutCached/?locale=fr-be", {
      headers: { host: "be.localhost" },
    });
    expect(response.status).toBe(200);
    const items = (await response.json()) as Record<string, Record<string, unknown> | null>;
    expect(items.brandConfig).toMatchObject({ component: "brandConfig", brandName: "Wohnfein" });
    expect(items.couponConfig).toMatchObject({ downloadVoucherCode: "51000" });
    expect(items["versandkosten-config"]).toMatchObject({
      frachtkosten: 495,
      versandkostenBedingungen: [
        { label: "Frais de port jusqu’à 50 €", versandkosten: 495, ab_bestellwert: 0 },
        { label: "Livraison offerte dès 50 €", versandkosten: 0, ab_bestellwert: 5000 },
      ],
    });
    expect(items.layout).toMatchObject({ legalName: "Wohnfein GmbH" });
    expect(items.bannerPage).toMatchObject({ content: { component: "bannerConfig" } });
    const baby = (await (
      await app.request("/api/cms/layoutCached?locale=nl-nl", {
        headers: { host: "nl.baby.localhost" },
      })
    ).json()) as Record<string, Record<string, unknown> | null>;
    expect(baby.couponConfig).toMatchObject({ downloadVoucherCode: "9420" });
  });

  it("answers null when the content service fails, and says so in the log", async () => {
    const logger = memoryLogger();
    const broken = cmsApi({
      ...testPlatform(database.db, testShops()),
      logger,
      content: { tokens: developmentContentTokens, deliveryUrl: "http://127.0.0.1:9/content/v2" },
    });
    const cms = new Hono();
    for (const { path, routes } of broken.routes) cms.route(path, routes);
    const response = await cms.request("/api/cms/layoutCached/?locale=de-de");
    expect(response.status).toBe(200);
    expect(await response.json()).toBeNull();
    expect(logger.lines.map((line) => line.event)).toContain("cms.layout_failed");
  });
});

describe("the content client", () => {
  it("reads the page of a slug in the request's shop, and nothing for a missing one", async () => {
    const client = api.client({ shop: shopContext("home", "fr", "fr"), cookies: {} });
    const kitchen = await client.page("cuisine");
    expect(kitchen?.page.full_slug).toBe("cuisine");
    expect(kitchen?.page.content.title).toBe("Cuisine | Wohnfein");
    expect(kitchen?.alternates).toEqual([
      { hreflang: "fr", href: "/fr/cuisine/" },
      { hreflang: "de", href: "/de/kueche/" },
      { hreflang: "nl", href: "/nl/keuken/" },
    ]);
    // The default language's slug finds the story too; its French path says where it belongs.
    expect((await client.page("kueche"))?.alternates[0]).toEqual({
      hreflang: "fr",
      href: "/fr/cuisine/",
    });
    expect(await client.page("nicht-da")).toBeUndefined();
    expect(await client.page("../secret")).toBeUndefined();
  });

  it("lists the brand's documentation pages in the shop's language, in the editors' order", async () => {
    const client = api.client({ shop: shopContext("baby", "be", "fr"), cookies: {} });
    expect(await client.documentation()).toEqual([
      { name: "Comment commander", href: "/fr/documentation/commander/" },
      { name: "Paiement", href: "/fr/documentation/paiement/" },
      { name: "Votre compte client", href: "/fr/documentation/compte-client/" },
    ]);
  });

  it("reads the footer's layout content: hotlines and the service links, localised", async () => {
    const client = api.client({ shop: shopContext("home", "ch", "de"), cookies: {} });
    const layout = (await client.layoutItem("layout")) as Record<string, unknown> | null;
    expect(layout?.legalName).toBe("Wohnfein GmbH");
    expect(layout?.footerLinks).toContainEqual(
      expect.objectContaining({ label: "Impressum", link: { href: "/de/impressum/" } }),
    );
  });
});

describe("links between stories", () => {
  it("go to the linked story's page in the shop's language", async () => {
    for (const [shop, href] of [
      [shopContext("home", "de", "de"), "/de/wohnen/"],
      [shopContext("home", "be", "fr"), "/fr/salon/"],
      [shopContext("home", "be", "nl"), "/nl/wonen/"],
    ] as const) {
      const home = await api.client({ shop, cookies: {} }).page("_");
      expect(home?.page.content.body[0]?.link).toEqual({ href });
    }
  });
});

describe("the story lookup of page routing", () => {
  it("finds a brand's story in the shop's language, and none for a missing slug", async () => {
    expect((await api.story(shopContext("baby", "nl", "nl"), "_"))?.full_slug).toBe("home");
    expect(await api.story(shopContext("home", "de", "de"), "nicht-da")).toBeUndefined();
  });
});

describe("the layout contents of the seeded spaces", () => {
  it("has the checkout's, the login's and the expired thank-you page's for both brands, in each shop's language", async () => {
    const headlines = new Map<string, string>();
    for (const [brand, country, language] of [
      ["home", "de", "de"],
      ["home", "fr", "fr"],
      ["home", "nl", "nl"],
      ["baby", "ch", "fr"],
      ["baby", "be", "nl"],
    ] as const) {
      const client = api.client({ shop: shopContext(brand, country, language), cookies: {} });
      for (const name of ["checkout", "login", "thank-you-expired"] as const) {
        const story = await client.layoutContent(name);
        const [block] = story?.content.body ?? [];
        expect(block, `${brand}-${language} ${name}`).toMatchObject({ component: "text" });
        headlines.set(`${brand}-${language}-${name}`, String(block?.headline));
      }
    }
    expect(headlines.get("home-de-checkout")).toBe("Sicher einkaufen bei Wohnfein");
    expect(headlines.get("home-fr-login")).toBe("Vos avantages avec un compte client");
    expect(headlines.get("baby-fr-checkout")).toBe("Achetez en toute sécurité chez Wohnfein Baby");
    expect(headlines.get("baby-nl-login")).toBe("Uw voordelen met een klantaccount");
    expect(headlines.get("home-de-thank-you-expired")).toBe("Fragen zu Ihrer Bestellung?");
    expect(headlines.get("baby-fr-thank-you-expired")).toBe(
      "Des questions sur votre commande chez Wohnfein Baby ?",
    );
    expect(headlines.get("home-nl-thank-you-expired")).toBe("Vragen over uw bestelling?");
  });

  it("has navigation teasers for both brands in each language, linking into the shop", async () => {
    const teasers = async (...shop: Parameters<typeof shopContext>) => {
      const client = api.client({ shop: shopContext(...shop), cookies: {} });
      const layout = await client.layoutItem("layout");
      return navigationTeasers(layout).map(({ headline, link, image }) => ({
        headline,
        href: link.href,
        src: image?.src.split("?")[0],
      }));
    };
    expect(await teasers("home", "de", "de")).toEqual([
      { headline: "Küche", href: "/de/kueche/", src: "/images/home/1000000-0.webp" },
      { headline: "Schlafen", href: "/de/schlafen/", src: "/images/home/1000006-0.webp" },
      {
        headline: "Ratgeber: Holzmöbel pflegen",
        href: "/de/ratgeber/holzmoebel-pflegen/",
        src: "/images/home/1000003-0.webp",
      },
    ]);
    expect((await teasers("home", "be", "fr"))[0]).toMatchObject({
      headline: "Cuisine",
      href: "/fr/cuisine/",
    });
    expect((await teasers("baby", "nl", "nl")).map((teaser) => teaser.href)).toEqual([
      "/nl/babykamer/",
      "/nl/speelgoed/",
      "/nl/advies/babyuitzet/",
    ]);
    expect((await teasers("baby", "ch", "fr"))[2]?.headline).toBe(
      "Conseils : le trousseau de naissance",
    );
  });
});
