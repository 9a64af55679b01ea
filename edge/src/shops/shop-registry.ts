import {
  brands,
  countries,
  type Brand,
  type Country,
  type Language,
  type Locale,
  type ShopConfigResponse,
  type ShopContext,
} from "@shop/shared";
import type { ShopDirectory } from "@shop/shared/platform";
import type { ShopConfigEntry, ShopConfigFile } from "./shop-config.ts";

/** One configured shop: a brand in a country. */
export interface Shop extends ShopConfigEntry {
  readonly brand: Brand;
  readonly brandName: string;
  readonly country: Country;
}

/** How shops are reached from outside: scheme and port in front of their domains. */
export interface PublicOrigin {
  readonly scheme: "http" | "https";
  /** Empty for the scheme's default port. */
  readonly port: string;
}

/** The shops of one deployment, looked up by host, brand and country. */
export class ShopRegistry implements ShopDirectory {
  readonly shops: readonly Shop[];
  private readonly byDomain = new Map<string, Shop>();
  private readonly publicOrigin: PublicOrigin;

  constructor(config: ShopConfigFile, publicOrigin: PublicOrigin) {
    this.publicOrigin = publicOrigin;
    const shops: Shop[] = [];
    for (const brand of brands) {
      const brandConfig = config.brands[brand];
      if (!brandConfig) continue;
      for (const country of countries) {
        const entry = brandConfig.shops[country];
        if (entry) shops.push({ ...entry, brand, brandName: brandConfig.name, country });
      }
    }
    if (shops.length === 0) throw new Error("The shop configuration has no shops");
    this.shops = shops;
    for (const shop of shops) for (const domain of shop.domains) this.byDomain.set(domain, shop);
  }

  /** The shop of a `Host` header; an unknown host gets the first shop (the home brand's de). */
  forHost(host: string | undefined): Shop {
    return this.knownHost(host) ?? (this.shops[0] as Shop);
  }

  /** The shop of a host, or undefined when no shop has that domain. */
  knownHost(host: string | undefined): Shop | undefined {
    const name = (host ?? "").toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
    return this.byDomain.get(name);
  }

  find(brand: Brand, country: Country): Shop | undefined {
    return this.shops.find((shop) => shop.brand === brand && shop.country === country);
  }

  /** `https://www.example.de` (the shop's first domain): canonical links point here. */
  origin(shop: Shop): string {
    const { scheme, port } = this.publicOrigin;
    return `${scheme}://${shop.domains[0]}${port ? `:${port}` : ""}`;
  }

  /** Every origin the shop answers on (each of its domains), for checking a request's Origin. */
  origins(shop: Shop): readonly string[] {
    const { scheme, port } = this.publicOrigin;
    return shop.domains.map((domain) => `${scheme}://${domain}${port ? `:${port}` : ""}`);
  }

  get secure(): boolean {
    return this.publicOrigin.scheme === "https";
  }

  /** What every fragment knows about the shop it renders for. */
  context(shop: Shop, language: Language): ShopContext {
    if (!shop.languages.includes(language)) {
      throw new Error(`${shop.shopId} does not offer ${language}`);
    }
    return {
      brand: shop.brand,
      country: shop.country,
      language,
      locale: `${language}-${shop.country}` as Locale,
      currency: shop.currency,
      shopId: shop.shopId,
    };
  }

  /** The browser's view of a shop in one of its languages (`GET /api/shop/config/`). */
  configResponse(shop: Shop, language: Language): ShopConfigResponse {
    const context = this.context(shop, language);
    const options = shop.options[language];
    if (!options) throw new Error(`${shop.shopId} has no options for ${language}`);
    return {
      shopId: shop.shopId,
      brand: shop.brand,
      country: shop.country,
      locale: context.locale,
      language,
      languages: shop.languages,
      currency: shop.currency,
      options: { ...options, timezone: shop.timezone },
      shipping: {
        frachtkosten: shop.shipping.frachtkosten,
        versandkostenBedingungen: shop.shipping.versandkostenBedingungen.map((condition) => ({
          label: condition.label[language] ?? "",
          versandkosten: condition.versandkosten,
          ab_bestellwert: condition.ab_bestellwert,
        })),
      },
      organisation: shop.organisation,
    };
  }
}
