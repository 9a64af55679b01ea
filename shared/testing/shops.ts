import { countryLanguages, shopContext, brands, countries } from "../src/shops/shops.ts";
import { brandNames } from "../src/shops/brand-names.ts";
import type { PlatformShop, ShopDirectory } from "../src/platform/shops.ts";
import { testShopConfig } from "./index.ts";

/**
 * Every brand in every country, on the local default domains (`localhost` and
 * `{country}.localhost` for the home brand, `{country}.baby.localhost` for the baby brand), with
 * the test config of `testShopConfig`. For slice tests; the edge's registry reads shops.json.
 */
export function testShops(): ShopDirectory {
  const shops: PlatformShop[] = brands.flatMap((brand) =>
    countries.map((country) => {
      const languages = countryLanguages[country];
      const domain = brand === "home" ? `${country}.localhost` : `${country}.baby.localhost`;
      return {
        shopId: `${brand}-${country}`,
        brand,
        brandName: brandNames[brand],
        country,
        currency: country === "ch" ? ("CHF" as const) : ("EUR" as const),
        languages,
        defaultLanguage: languages[0] ?? "de",
        domains: brand === "home" && country === "de" ? ["localhost", domain] : [domain],
        recommendationService: "/optimization/recommend/user",
      };
    }),
  );
  const byDomain = new Map(shops.flatMap((shop) => shop.domains.map((domain) => [domain, shop])));
  const first = shops[0] as PlatformShop;
  return {
    shops,
    secure: false,
    forHost: (host) => byDomain.get((host ?? "").replace(/:\d+$/, "")) ?? first,
    context: (shop, language) => shopContext(shop.brand, shop.country, language),
    configResponse: (shop, language) => ({
      ...testShopConfig(shopContext(shop.brand, shop.country, language)),
      languages: shop.languages,
    }),
    origin: (shop) => `http://${shop.domains[0]}`,
  };
}
