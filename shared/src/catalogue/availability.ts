import type { Bvc } from "../api/products.ts";

/** Catalogue spec point 4: a variant with code 3 (none) or 4 (sold out) cannot be bought now. */
export function isAvailableCode(bvc: Bvc): boolean {
  return bvc !== 3 && bvc !== 4;
}

/** Catalogue spec point 4: code 4 means sold out. */
export function isSoldOutCode(bvc: Bvc): boolean {
  return bvc === 4;
}
