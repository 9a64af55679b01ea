import { isLanguage, type Brand } from "@shop/shared";
import type { PlatformShop, ShopDirectory } from "@shop/shared/platform";
import type { CountryLink } from "./client.ts";

/**
 * Core spec point 2: choosing a country navigates to that country's shop "with the same path and
 * query". A path in a language the chosen shop does not offer (`/de/…` in the French shop) would
 * not exist there: it goes to that shop's home in its default language instead, query kept.
 */
export function countryShopHref(
  shop: Pick<PlatformShop, "languages" | "defaultLanguage">,
  origin: string,
  path: string,
  query: Readonly<Record<string, string>>,
): string {
  const language = path.split("/")[1];
  const offered = isLanguage(language) && shop.languages.includes(language);
  const search = new URLSearchParams(query).toString();
  const target = offered ? encodeURI(path) : `/${shop.defaultLanguage}/`;
  return `${origin}${target}${search ? `?${search}` : ""}`;
}

/** Every country's shop of a brand, as links for the country picker. */
export function countryLinks(
  shops: ShopDirectory,
  brand: Brand,
  path: string,
  query: Readonly<Record<string, string>>,
): CountryLink[] {
  return shops.shops
    .filter((shop) => shop.brand === brand)
    .map((shop) => ({
      country: shop.country,
      href: countryShopHref(shop, shops.origin(shop), path, query),
    }));
}
