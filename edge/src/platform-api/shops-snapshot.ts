import type { ShopsSnapshot } from "@shop/shared/platform";
import { sessionTimeouts } from "../sessions/session-store.ts";
import type { ShopRegistry } from "../shops/shop-registry.ts";

/**
 * The edge's shops as a standalone slice process rebuilds them (`GET /_platform/shops`): each
 * shop's fields, origin, and context and browser config in each of its languages, with the
 * session cookie's name and attributes so the process reads and writes it as the edge does.
 */
export function shopsSnapshot(shops: ShopRegistry, sessionCookieName: string): ShopsSnapshot {
  return {
    secure: shops.secure,
    sessionCookie: {
      name: sessionCookieName,
      secure: shops.secure,
      maxAgeSeconds: Math.floor(sessionTimeouts.absoluteMs / 1000),
    },
    shops: shops.shops.map((shop) => ({
      shop: {
        shopId: shop.shopId,
        brand: shop.brand,
        brandName: shop.brandName,
        country: shop.country,
        currency: shop.currency,
        languages: [...shop.languages],
        defaultLanguage: shop.defaultLanguage,
        domains: [...shop.domains],
        recommendationService: shop.recommendationService,
      },
      origin: shops.origin(shop),
      languages: shop.languages.map((language) => ({
        language,
        context: shops.context(shop, language),
        configResponse: shops.configResponse(shop, language),
      })),
    })),
  };
}
