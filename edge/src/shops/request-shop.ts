import { HTTPException } from "hono/http-exception";
import { isLocale, languageOf, type ShopContext } from "@shop/shared";
import type { Shop, ShopRegistry } from "./shop-registry.ts";

/**
 * The shop an API call is for: brand and country from the host, language from the `locale`
 * query. A locale the host's shop does not offer is a client error. Calls the spec sends without
 * a locale (`optionalLocale`) get the shop's default language when it is missing.
 */
export function apiShop(
  shops: ShopRegistry,
  host: string | undefined,
  locale: string | undefined,
  { optionalLocale = false }: { optionalLocale?: boolean } = {},
): { shop: Shop; context: ShopContext } {
  const shop = shops.forHost(host);
  if (locale === undefined && optionalLocale) {
    return { shop, context: shops.context(shop, shop.defaultLanguage) };
  }
  const offered = shop.languages.map((language) => `${language}-${shop.country}`);
  if (!isLocale(locale) || !offered.includes(locale)) {
    throw new HTTPException(400, {
      message: `locale must be one of ${offered.join(", ")} on this shop`,
    });
  }
  return { shop, context: shops.context(shop, languageOf(locale)) };
}
