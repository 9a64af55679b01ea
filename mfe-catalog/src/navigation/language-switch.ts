import type { Country, Language } from "@shop/shared";

/** A language of the shop and the path the language switch leads to in it. */
export interface LanguageTarget {
  readonly language: Language;
  readonly path: string;
}

/** A page's alternate as the head lists it (`<link rel="alternate" hreflang href>`). */
export interface PageAlternate {
  readonly hreflang: string;
  readonly href: string;
}

/** Each language under its own name, the same in every language (catalogue spec point 2). */
export const languageNames: Readonly<Record<Language, string>> = {
  de: "Deutsch",
  fr: "Français",
  nl: "Nederlands",
};

/** The shop's languages, each leading to its home page: the switch before it knows the page. */
export function languageHomes(languages: readonly Language[]): LanguageTarget[] {
  return languages.map((language) => ({ language, path: `/${language}/` }));
}

/**
 * The same page in each of the shop's languages (catalogue spec point 2: translated paths give
 * the locale-switch path), from the page's alternates, which the edge writes for every shop and
 * language that has the page: the one of `{language}-{COUNTRY}` on this shop's origin. A language
 * without one keeps its home page.
 */
export function translatedTargets(
  targets: readonly LanguageTarget[],
  alternates: readonly PageAlternate[],
  country: Country,
  origin: string,
): LanguageTarget[] {
  return targets.map((target) => {
    const hreflang = `${target.language}-${country.toUpperCase()}`;
    const alternate = alternates.find((candidate) => candidate.hreflang === hreflang);
    if (!alternate || !URL.canParse(alternate.href)) return target;
    const url = new URL(alternate.href);
    const sameShop = url.origin === origin && url.pathname.startsWith(`/${target.language}/`);
    return sameShop ? { ...target, path: url.pathname } : target;
  });
}
