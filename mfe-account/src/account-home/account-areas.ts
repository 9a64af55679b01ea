import type { RouteName } from "@shop/shared";

/**
 * The places the account home links to, in order: only pages the shop has. Each account page
 * adds its entry here when it is built (personal data, change password, address book, balance,
 * my data, contact, delete account; orders with checkout), with its own label in
 * `AccountAreaLabel`; the wishlist only where the shop offers one (core spec point 6).
 */
export const accountAreas = [
  "personalData",
  "changePassword",
  "addressBook",
  "myData",
  "wishlist",
  "basket",
  "deleteAccount",
] as const satisfies readonly RouteName[];

export type AccountArea = (typeof accountAreas)[number];

/** The areas this shop offers: the wishlist only where its option is on. */
export function offeredAreas(options: { readonly wishlist: boolean }): AccountArea[] {
  return accountAreas.filter((area) => area !== "wishlist" || options.wishlist);
}
