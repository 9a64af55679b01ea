import type { Language, Locale } from "../i18n/languages.ts";

export const brands = ["home", "baby"] as const;
/** The two brand configurations: home and household goods, baby goods. */
export type Brand = (typeof brands)[number];

export const countries = ["de", "at", "ch", "fr", "be", "nl"] as const;
export type Country = (typeof countries)[number];

export type Currency = "EUR" | "CHF";

/** Languages offered per country, the first being the country's default. */
export const countryLanguages: Record<Country, readonly Language[]> = {
  de: ["de"],
  at: ["de"],
  ch: ["de", "fr"],
  fr: ["fr"],
  be: ["nl", "fr"],
  nl: ["nl"],
};

/** What every fragment knows about the shop it renders for. */
export interface ShopContext {
  readonly brand: Brand;
  readonly country: Country;
  readonly language: Language;
  readonly locale: Locale;
  readonly currency: Currency;
  /** Stable id used in basket and wishlist keys (`basket_{shopId}_{userId}`). */
  readonly shopId: string;
}

/** Builds the shop context for a brand, country and one of the country's languages. */
export function shopContext(brand: Brand, country: Country, language: Language): ShopContext {
  if (!countryLanguages[country].includes(language)) {
    throw new Error(`Language ${language} is not offered in country ${country}`);
  }
  return {
    brand,
    country,
    language,
    locale: `${language}-${country}` as Locale,
    currency: country === "ch" ? "CHF" : "EUR",
    shopId: `${brand}-${country}`,
  };
}
