import type { Language } from "../i18n/languages.ts";

/** Locale cookie lifetime (catalogue spec point 9: 365 days, path /, SameSite lax). */
export const localeCookie = { name: "locale", maxAgeSeconds: 365 * 24 * 60 * 60 } as const;

export interface AcceptedLanguage {
  readonly tag: string;
  readonly quality: number;
}

/** Parses an Accept-Language header into tags by descending quality (ties keep their order). */
export function parseAcceptLanguage(header: string | undefined): AcceptedLanguage[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag, quality }) => ({ tag, quality }));
}

/**
 * The language `/` redirects to (catalogue spec point 2, brief): the locale cookie's language if
 * the shop offers it, else the first offered language the browser accepts, else the default.
 */
export function chooseLanguage(
  offered: readonly Language[],
  defaultLanguage: Language,
  cookieValue: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const fromCookie = offered.find((language) => cookieValue?.toLowerCase().startsWith(language));
  if (fromCookie) return fromCookie;
  for (const { tag } of parseAcceptLanguage(acceptLanguage)) {
    const match = offered.find((language) => tag === language || tag.startsWith(`${language}-`));
    if (match) return match;
  }
  return defaultLanguage;
}
