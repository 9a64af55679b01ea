import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { brandNames, type ShopConfigResponse } from "@shop/shared";
import { testEdge } from "../testing/edge-fixture.ts";
import {
  defaultShopConfigFile,
  loadShopConfig,
  parseShopConfig,
  ShopConfigError,
} from "./shop-config.ts";

const { app } = await testEdge();

async function shopConfig(host: string, locale: string): Promise<ShopConfigResponse> {
  const response = await app.request(`/api/shop/config/?locale=${locale}`, { headers: { host } });
  expect(response.status).toBe(200);
  return (await response.json()) as ShopConfigResponse;
}

const shops = [
  ["localhost", "de-de"],
  ["at.localhost", "de-at"],
  ["ch.localhost", "de-ch"],
  ["ch.localhost", "fr-ch"],
  ["fr.localhost", "fr-fr"],
  ["be.localhost", "fr-be"],
  ["be.localhost", "nl-be"],
  ["nl.localhost", "nl-nl"],
] as const;

describe("GET /api/shop/config/", () => {
  it.each(shops)(
    "serves the home brand's options on %s for %s (core spec point 9)",
    async (host, locale) => {
      const config = await shopConfig(host, locale);
      expect(config.shopId).toBe(`home-${locale.slice(3)}`);
      expect(config.currency).toBe(locale.endsWith("-ch") ? "CHF" : "EUR");
      expect(config.options).toMatchObject({
        payback: locale === "de-de",
        faq: locale.startsWith("de-"),
        accountBalance: true,
        checkoutLoginFirstView: "guest",
        timezone: "Europe/Berlin",
      });
      // The spec's fallback (freight 14,99; 4,99 from 0,00), then free shipping (decision 0016).
      expect(config.shipping).toMatchObject({
        frachtkosten: 1499,
        versandkostenBedingungen: [
          { versandkosten: 499, ab_bestellwert: 0 },
          { versandkosten: 0, ab_bestellwert: locale.endsWith("-ch") ? 7900 : 5900 },
        ],
      });
    },
  );

  it.each(shops)(
    "serves the baby brand's options on %s for %s (core spec point 9)",
    async (host, locale) => {
      const config = await shopConfig(
        host.replace("localhost", "baby.localhost").replace(/^baby\./, "de.baby."),
        locale,
      );
      const timezones: Record<string, string> = {
        de: "Europe/Berlin",
        at: "Europe/Vienna",
        ch: "Europe/Zurich",
        fr: "Europe/Paris",
        be: "Europe/Brussels",
        nl: "Europe/Amsterdam",
      };
      expect(config.brand).toBe("baby");
      expect(config.options).toMatchObject({
        payback: locale === "de-de",
        paypalInstallments: locale === "de-de",
        cancelOrder: true,
        wishlist: true,
        faq: true,
        checkoutLoginFirstView: "guest",
        timezone: timezones[locale.slice(3)],
      });
    },
  );

  it("carries the Sovendus numbers, shipping labels and organisation of each country", async () => {
    const sovendus = async (host: string, locale: string) =>
      (await shopConfig(host, locale)).options.sovendus;
    expect(await sovendus("localhost", "de-de")).toEqual({
      trafficSourceNumber: 1150,
      trafficMediumNumber: 1,
    });
    expect(await sovendus("at.localhost", "de-at")).toMatchObject({ trafficSourceNumber: 3244 });
    expect(await sovendus("ch.localhost", "de-ch")).toMatchObject({ trafficSourceNumber: 3245 });
    expect(await sovendus("ch.localhost", "fr-ch")).toMatchObject({ trafficSourceNumber: 4643 });
    expect(await sovendus("nl.localhost", "nl-nl")).toMatchObject({ trafficSourceNumber: 4335 });
    expect(await sovendus("fr.localhost", "fr-fr")).toBeNull();

    const belgian = await shopConfig("be.localhost", "fr-be");
    expect(belgian.shipping.versandkostenBedingungen[0]?.label).toBe("Livraison standard");
    expect(belgian.organisation).toEqual({
      legalName: "Wohnfein Belgium SRL",
      hotline: { number: "+32 2 808 12 00", language: "nl" },
    });
  });

  it("refuses a locale the host's shop does not offer", async () => {
    const response = await app.request("/api/shop/config/?locale=nl-nl", {
      headers: { host: "fr.localhost" },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "locale must be one of fr-fr on this shop" });
  });
});

describe("the shipped shop configuration", () => {
  it("names each brand as the pages do (shared brandNames)", () => {
    const config = loadShopConfig(defaultShopConfigFile);
    for (const [brand, { name }] of Object.entries(config.brands)) {
      expect(name, brand).toBe(brandNames[brand as keyof typeof brandNames]);
    }
  });
});

describe("shop configuration validation", () => {
  const valid = JSON.parse(readFileSync(defaultShopConfigFile, "utf8")) as {
    brands: { home: { shops: Record<string, Record<string, unknown>> } };
  };
  const broken = (change: (config: typeof valid) => void) => {
    const copy = structuredClone(valid);
    change(copy);
    return () => parseShopConfig(copy);
  };

  it("accepts the repository's file", () => {
    expect(Object.keys(loadShopConfig().brands)).toEqual(["home", "baby"]);
  });

  it.each([
    [
      "brands.home.shops.ch.currency: must be CHF in ch",
      (c: typeof valid) => (c.brands.home.shops.ch!.currency = "EUR"),
    ],
    [
      "brands.home.shops.at.timezone: is not an IANA time zone",
      (c: typeof valid) => (c.brands.home.shops.at!.timezone = "Mars/Olympus"),
    ],
    [
      "brands.home.shops.be.options.fr: is missing",
      (c: typeof valid) => delete (c.brands.home.shops.be!.options as Record<string, unknown>).fr,
    ],
    [
      "brands.home.shops.nl.languages: must be nl in nl",
      (c: typeof valid) => (c.brands.home.shops.nl!.languages = ["de"]),
    ],
    [
      "brands.home.shops.fr.shopId: home-de is used twice",
      (c: typeof valid) => (c.brands.home.shops.fr!.shopId = "home-de"),
    ],
  ])("names the field: %s", (message, change) => {
    expect(broken(change)).toThrow(ShopConfigError);
    expect(broken(change)).toThrow(message);
  });

  it("stops the edge at start-up with a message naming the field", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "shop-config-")), "shops.json");
    const copy = structuredClone(valid);
    copy.brands.home.shops.de!.defaultLanguage = "fr";
    writeFileSync(file, JSON.stringify(copy));
    const server = path.resolve(import.meta.dirname, "..", "server.ts");
    const run = promisify(execFile)(process.execPath, [server], {
      env: { ...process.env, SHOP_CONFIG_FILE: file, PORT: "0" },
      timeout: 20_000,
    });
    const failure = (await run.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code?: number; stderr?: string } | undefined;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain(
      "brands.home.shops.de.defaultLanguage: must be one of the shop's languages",
    );
  });
});
