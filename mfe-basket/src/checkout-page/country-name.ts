import type { Country, Language } from "@shop/shared";

/** A country's name in the page's language (CLDR: the same in Node and the browser). */
export function countryName(country: Country, language: Language): string {
  return new Intl.DisplayNames([language], { type: "region" }).of(country.toUpperCase()) ?? country;
}
