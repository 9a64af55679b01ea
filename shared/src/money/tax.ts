import type { Country } from "../shops/shops.ts";

/** Standard VAT rate per country (prices in the shop include it). */
export const vatRates: Readonly<Record<Country, number>> = {
  de: 0.19,
  at: 0.2,
  ch: 0.081,
  fr: 0.2,
  be: 0.21,
  nl: 0.21,
};

/** An amount with tax, in cents, without the country's VAT (rounded to the cent). */
export function withoutTax(withTax: number, country: Country): number {
  return Math.round(withTax / (1 + vatRates[country]));
}
