import type { ShopConfigResponse } from "../shops/shop-options.ts";
import type { Language } from "../i18n/languages.ts";
import type { Brand, Country, Currency, ShopContext } from "../shops/shops.ts";

/** One configured shop (a brand in a country), as slices read it from the platform. */
export interface PlatformShop {
  readonly shopId: string;
  readonly brand: Brand;
  readonly brandName: string;
  readonly country: Country;
  readonly currency: Currency;
  readonly languages: readonly Language[];
  readonly defaultLanguage: Language;
  readonly domains: readonly string[];
  /** Where recommendations come from: the embedded service's path or an external https URL. */
  readonly recommendationService: string;
}

/** The deployment's shops (the platform's shop registry), looked up by host. */
export interface ShopDirectory {
  readonly shops: readonly PlatformShop[];
  /** Whether shops are served over https (cookies carry `Secure`). */
  readonly secure: boolean;
  /** The shop of a `Host` header; an unknown host gets the first shop. */
  forHost(host: string | undefined): PlatformShop;
  /** What every fragment knows about the shop it renders for. */
  context(shop: PlatformShop, language: Language): ShopContext;
  /** The browser's view of a shop in one of its languages (`GET /api/shop/config/`). */
  configResponse(shop: PlatformShop, language: Language): ShopConfigResponse;
  /** `https://www.example.de`: the shop's first domain, where links in e-mails point. */
  origin(shop: PlatformShop): string;
}
