import type { Currency } from "../shops/shops.ts";
import type { Locale } from "../i18n/languages.ts";

/**
 * The Intl locale used to format money for a shop locale.
 * Catalogue spec point 9: Austrian and Swiss-French locales format as German-Germany and Swiss-German.
 */
export function moneyFormatLocale(locale: Locale): string {
  if (locale === "de-at") return "de-DE";
  if (locale === "fr-ch") return "de-CH";
  const [language, country] = locale.split("-");
  return `${language}-${(country ?? "").toUpperCase()}`;
}

/**
 * Formats an amount in cents (catalogue spec point 9: amounts are cents, divided by 100;
 * 2 decimals by default, a price range uses 0).
 */
export function formatPrice(
  cents: number,
  currency: Currency,
  locale: Locale,
  decimals: 0 | 2 = 2,
): string {
  return new Intl.NumberFormat(moneyFormatLocale(locale), {
    style: "currency",
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(cents / 100);
}

/**
 * Catalogue spec point 5, core spec point 9: a sale or reference price is shown as reduced only
 * when the price is at most 96 % of it.
 */
export function isReducedPrice(price: number, reference: number | null | undefined): boolean {
  return typeof reference === "number" && reference > 0 && price <= reference * 0.96;
}
