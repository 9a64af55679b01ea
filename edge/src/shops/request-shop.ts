import { HTTPException } from "hono/http-exception";
import {
  countryLanguages,
  isLocale,
  languageOf,
  shopContext,
  type ShopContext,
} from "@shop/shared";
import { shopForHost } from "./resolve-shop.ts";

/**
 * The shop an API call is for: brand and country from the host, language from the `locale`
 * query. A locale the host's shop does not offer is a client error.
 */
export function apiShop(host: string | undefined, locale: string | undefined): ShopContext {
  const { brand, country } = shopForHost(host);
  const offered = countryLanguages[country].map((language) => `${language}-${country}`);
  if (!isLocale(locale) || !offered.includes(locale)) {
    throw new HTTPException(400, {
      message: `locale must be one of ${offered.join(", ")} on this shop`,
    });
  }
  return shopContext(brand, country, languageOf(locale));
}
