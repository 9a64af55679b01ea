// Helpers for slice tests: the built server renderer and requests to it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type {
  FragmentRenderer,
  FragmentRequest,
  LayoutRenderer,
} from "../src/composition/renderer.ts";
import { shopContext, type Brand, type Country, type ShopContext } from "../src/shops/shops.ts";
import type { ShopConfigResponse } from "../src/shops/shop-options.ts";
import type { Language } from "../src/i18n/languages.ts";

/** Imports the server module of a slice's last build (`npm run build` in the slice first). */
export async function builtServerModule<T extends FragmentRenderer | LayoutRenderer>(
  sliceRoot: string,
): Promise<T> {
  const dist = path.join(sliceRoot, "dist");
  const { version } = JSON.parse(readFileSync(path.join(dist, "current.json"), "utf8")) as {
    version: string;
  };
  const file = path.join(dist, "versions", version, "server", "renderer.js");
  return ((await import(pathToFileURL(file).href)) as { default: T }).default;
}

/** A shop's config as the platform answers it, for tests: the options the spec gives each brand. */
export function testShopConfig(shop: ShopContext): ShopConfigResponse {
  return {
    shopId: shop.shopId,
    brand: shop.brand,
    country: shop.country,
    locale: shop.locale,
    language: shop.language,
    languages: [shop.language],
    currency: shop.currency,
    options: {
      payback: shop.brand === "home" && shop.country === "de",
      wishlist: shop.brand === "baby",
      accountBalance: false,
      faq: true,
      paypalInstallments: false,
      clickAndReserve: false,
      checkoutLoginGoToGuestBtn: true,
      checkoutLoginFirstView: "guest",
      contactFormPrefill: false,
      timezone: "Europe/Berlin",
      cancelOrder: false,
      sovendus: null,
      partnerInfo: false,
    },
    shipping: {
      frachtkosten: 3995,
      versandkostenBedingungen: [{ label: "Standard", versandkosten: 495, ab_bestellwert: 0 }],
    },
    organisation: {
      legalName: "Wohnfein GmbH",
      hotline: { number: "+49 30 1234567", language: shop.language },
    },
  };
}

/** A fragment request for a shop, with everything else defaulted; `api` is the slice's (fake) client. */
export function fragmentRequest<Api = unknown>(
  overrides: Partial<FragmentRequest<Api>> & {
    brand?: Brand;
    country?: Country;
    language?: Language;
  } = {},
): FragmentRequest<Api> {
  const { brand = "home", country = "de", language = "de", ...rest } = overrides;
  const shop = shopContext(brand, country, language);
  return {
    shop,
    path: `/${language}/`,
    route: "home",
    params: {},
    query: {},
    cookies: {},
    visitor: undefined,
    shopConfig: testShopConfig(shop),
    api: {} as Api,
    ...rest,
  };
}
export * from "./database.ts";
export * from "./platform.ts";
export * from "./shops.ts";
export * from "./sessions-contract.ts";
