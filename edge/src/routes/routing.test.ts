import { describe, expect, it } from "vitest";
import { currentConsentVersion, shopAppVersion } from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";
import { productPaths } from "../testing/product-paths.ts";

const { app } = await testEdge();

async function get(path: string, host = "localhost", headers: Record<string, string> = {}) {
  return app.request(path, { headers: { host, ...headers } });
}

describe("routes in all three languages", () => {
  it.each([
    ["localhost", "/de/"],
    ["at.localhost", "/de/"],
    ["ch.localhost", "/fr/"],
    ["fr.localhost", "/fr/"],
    ["be.localhost", "/nl/"],
    ["nl.baby.localhost", "/nl/"],
    ["de.baby.localhost", "/de/"],
  ])("serves the home page of %s at %s", async (host, path) => {
    expect((await get(path, host)).status).toBe(200);
  });

  it.each([
    ["localhost", "/de/kueche/"],
    ["fr.localhost", "/fr/cuisine/"],
    ["nl.localhost", "/nl/keuken/"],
    ["be.baby.localhost", "/fr/chambre-de-bebe/"],
  ])("serves the content page %s%s", async (host, path) => {
    const response = await get(path, host);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('data-fragment="mfe-cms/contentPage"');
  });

  it.each([
    ["localhost", "/de/konto/bestellungen/", "/de/login/"],
    ["localhost", "/de/konto/persoenliche-daten/", "/de/login/"],
    ["fr.localhost", "/fr/compte/carnet-de-adresses/", "/fr/login/"],
    ["fr.localhost", "/fr/compte/commandes/12345/", "/fr/login/"],
    ["nl.localhost", "/nl/account/paswoord/", "/nl/login/"],
    ["be.localhost", "/nl/account/order/klacht/77/", "/nl/login/"],
  ])("sends anonymous visitors of %s%s to %s with a return path", async (host, path, login) => {
    const response = await get(`${path}?tab=2`, host);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `${login}?returnTo=${encodeURIComponent(`${path}?tab=2`)}`,
    );
  });

  it("lets anyone reach the new-password page", async () => {
    for (const [host, path] of [
      ["localhost", "/de/konto/neues-passwort/"],
      ["fr.localhost", "/fr/compte/nouveau-mot-de-passe/"],
      ["nl.localhost", "/nl/account/nieuw-paswoord/"],
    ] as const) {
      expect((await get(path, host)).status, path).not.toBe(302);
    }
  });

  it.each([
    ["localhost", "/de/kasse/", "/de/kasse/login/"],
    ["fr.localhost", "/fr/espèces/", "/fr/esp%C3%A8ces/login/"],
    ["fr.localhost", "/fr/esp%C3%A8ces/", "/fr/esp%C3%A8ces/login/"],
    ["nl.baby.localhost", "/nl/contantgeld/", "/nl/contantgeld/login/"],
  ])(
    "applies the checkout rule to %s%s: checkout login, guest view first",
    async (host, path, login) => {
      const response = await get(path, host);
      expect(response.status).toBe(302);
      const location = response.headers.get("location") ?? "";
      expect(location.startsWith(`${login}?view=guest&returnTo=`)).toBe(true);
    },
  );

  it.each([
    ["localhost", "/de/gibt-es-nicht/", "Seite nicht gefunden: /de/gibt-es-nicht/"],
    ["fr.localhost", "/fr/nulle-part/", "Page introuvable : /fr/nulle-part/"],
    ["nl.localhost", "/nl/nergens/", "Pagina niet gevonden: /nl/nergens/"],
    ["localhost", "/fr/", "Seite nicht gefunden: /fr/"],
  ])("answers %s%s with 404 '%s' in the normal layout", async (host, path, text) => {
    const response = await get(path, host);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(text);
    expect(html).toContain('class="shop-header"');
  });
});

describe("routing rules", () => {
  it("redirects a missing trailing slash permanently, keeping the query", async () => {
    const response = await get("/de/kueche?farbe=rot");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/de/kueche/?farbe=rot");
  });

  it("reads + in a path as a space", async () => {
    const response = await get("/de/gibt+es+nicht/");
    expect(await response.text()).toContain("Seite nicht gefunden: /de/gibt es nicht/");
  });

  it.each([
    ["/de/Kueche/", "/de/kueche/"],
    ["/de/Küche/?x=1", "/de/kueche/?x=1"],
    ["/de/K%C3%BCche/", "/de/kueche/"],
    ["/de/RATGEBER/Größe/", "/de/ratgeber/groesse/"],
  ])(
    "redirects the content slug %s to its lowercased, transliterated form %s",
    async (path, location) => {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe(location);
    },
  );

  it.each(["/de/fabula-ng/", "/de/fabula-ng/vorschau/", "/de/bilder/logo.png", "/de/wp-login.php"])(
    "answers the reserved slug %s with 404 'Not found'",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Nicht gefunden");
    },
  );

  it("redirects product pages to their canonical SEO path in each language, keeping the query", async () => {
    const paths = await productPaths(app, "1000000");
    for (const [host, requested, canonical] of [
      ["localhost", "/de/p/tischdecke-1000000/?variant=2", `${paths.de}?variant=2`],
      ["fr.localhost", "/fr/p/1000000/", paths.fr],
      ["nl.localhost", paths.nl.slice(0, -1), paths.nl],
    ] as const) {
      const response = await get(requested, host);
      expect(response.status, requested).toBe(301);
      expect(response.headers.get("location"), requested).toBe(encodeURI(canonical));
    }
  });

  it("serves a product page on its canonical path and 404 for an unknown product", async () => {
    const paths = await productPaths(app, "1000000");
    const page = await get(encodeURI(paths.de));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`class="cat-pdp__name">${paths.name}</h1>`);
    expect((await get("/de/p/gibt-es-nicht-999999/")).status).toBe(404);
  });
});

describe("redirects before a 404", () => {
  it.each([
    ["localhost", "/de/shop/wohnen/?a=1", 301, "/de/wohnen/"],
    ["localhost", "/de/magazin/", 302, "https://magazin.wohnfein.example/"],
    ["localhost", "/de/agb.html", 308, "/de/kontakt/"],
    ["fr.localhost", "/fr/boutique/salon/", 301, "/fr/salon/"],
    ["localhost", "/de/herbst-sale/", 301, "/de/wohnen/"],
    ["localhost", "/de/kuechenhelfer/", 301, "/de/kueche/"],
    ["localhost", "/de/ratgeber-archiv/", 302, "https://magazin.wohnfein.example/archiv/"],
    ["de.baby.localhost", "/de/erstausstattung/", 302, "/de/babyzimmer/"],
  ])("%s%s answers %i to %s", async (host, path, status, location) => {
    const response = await get(path, host);
    expect(response.status).toBe(status);
    expect(response.headers.get("location")).toBe(location);
  });

  it("sends a discontinued product to its successor", async () => {
    const successor = await productPaths(app, "1000000", "fr.localhost", "fr-fr");
    const response = await get("/fr/p/1999999/", "fr.localhost");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(encodeURI(successor.fr));
  });

  it("answers the redirect call with the target or an empty object", async () => {
    const found = await get("/api/shop/redirect/de/herbst-sale/?locale=de-de");
    expect(await found.json()).toEqual({ target: "/de/wohnen/", statusCode: 301 });
    const none = await get("/api/shop/redirect/de/nichts/?locale=de-de");
    expect(await none.json()).toEqual({});
  });
});

describe("language", () => {
  it.each([
    ["ch.localhost", {}, "/de/"],
    ["ch.localhost", { cookie: "locale=fr" }, "/fr/"],
    ["ch.localhost", { "accept-language": "fr-CH,fr;q=0.9,de;q=0.5" }, "/fr/"],
    ["ch.localhost", { cookie: "locale=de", "accept-language": "fr-CH" }, "/de/"],
    ["be.localhost", { "accept-language": "en-GB, fr;q=0.7" }, "/fr/"],
    ["be.localhost", { "accept-language": "en-GB" }, "/nl/"],
  ])("redirects / on %s with %j to %s", async (host, headers, location) => {
    const response = await get("/?utm_source=mail", host, headers);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${location}?utm_source=mail`);
  });

  it("stores the language of the page in the locale cookie for a year", async () => {
    const response = await get("/fr/", "ch.localhost", { cookie: "locale=de" });
    expect(response.headers.get("set-cookie")).toBe(
      "locale=fr; Max-Age=31536000; Path=/; SameSite=Lax",
    );
    const again = await get("/fr/", "ch.localhost", { cookie: "locale=fr" });
    expect(again.headers.get("set-cookie")).toBeNull();
  });
});

describe("query flags", () => {
  it("stores a voucher for 14 days and shows the gift-code toast", async () => {
    const consent = encodeURIComponent(
      JSON.stringify({
        version: currentConsentVersion,
        appVersion: shopAppVersion,
        userInteracted: true,
        services: {},
        createdAt: new Date().toISOString(),
      }),
    );
    const response = await get("/de/?voucher=HERBST24", "localhost", {
      cookie: `locale=de; consent_record=${consent}`,
    });
    expect(response.headers.get("set-cookie")).toBe(
      "voucher=HERBST24; Max-Age=1209600; Path=/; SameSite=Lax",
    );
    expect(await response.text()).toContain("Gutscheincode aktiviert");
  });

  it("shows the account-deleted toast after redirect=goodbye", async () => {
    const response = await get("/fr/?redirect=goodbye", "fr.localhost");
    expect(await response.text()).toContain("Votre compte a été supprimé.");
  });
});
