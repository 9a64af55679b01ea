import { normalisedPostcode, type Country, type ShopContext } from "@shop/shared";
import { retailStores, type RetailStore } from "./retail-stores.ts";

/** How many digits a postcode has in each country (the Dutch letters are not compared). */
const postcodeDigits: Readonly<Record<Country, number>> = {
  de: 5,
  fr: 5,
  at: 4,
  ch: 4,
  be: 4,
  nl: 4,
};

/** How many stores a search answers at most. */
export const storesPerSearch = 5;

/**
 * The digits of a postcode or of its beginning (`10`, `1011 AB`) in the country, or undefined
 * when the text is no such thing (then the search is a 400).
 */
export function postcodeSearchDigits(country: Country, postcode: string): string | undefined {
  const match = /^(\d+)(?: ?[A-Z]{2})?$/.exec(normalisedPostcode(postcode));
  const digits = match?.[1];
  if (!digits || digits.length > postcodeDigits[country]) return undefined;
  if (digits.length < postcodeDigits[country] && match[0] !== digits) return undefined;
  return digits;
}

const commonPrefixLength = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
};

/**
 * The shop's stores nearest a postcode (click and reserve, decision 0046): those sharing the
 * longest beginning with it first (postcodes are given out by region in every country here),
 * then by how far the numbers are apart; at most `storesPerSearch`.
 */
export function storesNear(shop: ShopContext, digits: string): RetailStore[] {
  const width = postcodeDigits[shop.country];
  const wanted = Number(digits.padEnd(width, "0"));
  const distance = (store: RetailStore) =>
    Math.abs(Number(store.postcode.slice(0, width)) - wanted);
  return retailStores
    .filter((store) => store.brand === shop.brand && store.country === shop.country)
    .map((store) => ({ store, shared: commonPrefixLength(store.postcode, digits) }))
    .sort((a, b) => b.shared - a.shared || distance(a.store) - distance(b.store))
    .slice(0, storesPerSearch)
    .map(({ store }) => store);
}

/** A store of the shop by id, or undefined (a reservation for it is a 400). */
export function shopStore(shop: ShopContext, storeId: string): RetailStore | undefined {
  return retailStores.find(
    (store) => store.id === storeId && store.brand === shop.brand && store.country === shop.country,
  );
}
