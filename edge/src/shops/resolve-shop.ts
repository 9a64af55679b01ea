import { countries, countryLanguages, type Brand, type Country } from "@shop/shared";

export interface HostShop {
  readonly brand: Brand;
  readonly country: Country;
}

const defaultShop: HostShop = { brand: "home", country: "de" };

/**
 * The shop a host name belongs to, on the local default domains of the brief: plain `localhost`
 * is the home brand's de shop, `{country}.localhost` the home brand's and
 * `{country}.baby.localhost` the baby brand's. Unknown hosts get the default shop.
 */
export function shopForHost(hostHeader: string | undefined): HostShop {
  const host = (hostHeader ?? "").toLowerCase().replace(/:\d+$/, "");
  const match = /^(?:([a-z]{2})\.)?(?:(baby)\.)?localhost$/.exec(host);
  if (!match) return defaultShop;
  const [, country, baby] = match;
  if (country && !(countries as readonly string[]).includes(country)) return defaultShop;
  return { brand: baby ? "baby" : "home", country: (country ?? "de") as Country };
}

/** The language a country's shop falls back to. */
export function defaultLanguage(country: Country) {
  return countryLanguages[country][0] ?? "de";
}
