import type { Locale } from "@shop/shared";

/**
 * An order's date in the shop's locale and time zone (shop option `timezone`): the same on the
 * server and in the browser, so the hydrated page matches the rendered one.
 */
export function formatOrderDate(isoDate: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone }).format(
    new Date(isoDate),
  );
}
