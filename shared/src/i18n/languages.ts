/** The shop's three content languages; every user-facing string exists in each of them. */
export const languages = ["de", "fr", "nl"] as const;
export type Language = (typeof languages)[number];

/** The eight shop locales of both specifications (language-country). */
export const locales = [
  "de-de",
  "de-at",
  "de-ch",
  "fr-fr",
  "fr-be",
  "fr-ch",
  "nl-nl",
  "nl-be",
] as const;
export type Locale = (typeof locales)[number];

export function isLanguage(value: string | undefined): value is Language {
  return (languages as readonly string[]).includes(value ?? "");
}

export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly string[]).includes(value ?? "");
}

/** The language part of a shop locale (`fr-be` → `fr`). */
export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

/** BCP 47 tag for `<html lang>` and Intl (`fr-be` → `fr-BE`). */
export function toLanguageTag(locale: Locale): string {
  const [language, country] = locale.split("-");
  return `${language}-${(country ?? "").toUpperCase()}`;
}
