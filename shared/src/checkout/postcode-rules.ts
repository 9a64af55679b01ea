import type { Country } from "../shops/shops.ts";

/** How each country writes its postcodes (issue 18, point 2). */
const postcodePatterns: Record<Country, RegExp> = {
  de: /^\d{5}$/,
  at: /^\d{4}$/,
  ch: /^\d{4}$/,
  fr: /^\d{5}$/,
  be: /^\d{4}$/,
  nl: /^\d{4} ?[A-Z]{2}$/,
};

/** A postcode as the shopper may type it: trimmed, upper case (Dutch letters), single spaces. */
export function normalisedPostcode(postcode: string): string {
  return postcode.trim().replace(/\s+/g, " ").toUpperCase();
}

/**
 * Whether a postcode is one of the country's (issue 18, point 2): five digits in de and fr,
 * four in at, ch and be, four digits and two letters in nl (`1012 AB`).
 */
export function isPostcodeOf(country: Country, postcode: string): boolean {
  return postcodePatterns[country].test(normalisedPostcode(postcode));
}
