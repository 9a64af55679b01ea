/** An amount in cents as the shop's locale writes money ("12,50 €", "CHF 12.50"). */
export function moneyText(locale: string, currency: string, cents: number): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100);
}

/** A stored time as a date in the page's locale (UTC, so server and browser agree). */
export function dateText(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(iso),
  );
}
