import type { RouteName } from "@shop/shared";

/**
 * The places the account home links to, in order: only pages the shop has. Each account page
 * adds its entry here when it is built (orders, personal data, change password, address book,
 * balance, my data, contact, delete account; the orders pages are the basket team's), with its own label in
 * `AccountAreaLabel`; the wishlist and the balance only where the shop offers them (core spec
 * points 3 and 6).
 */
export const accountAreas = [
  "orders",
  "personalData",
  "changePassword",
  "addressBook",
  "balance",
  "myData",
  "accountContact",
  "wishlist",
  "basket",
  "deleteAccount",
] as const satisfies readonly RouteName[];

export type AccountArea = (typeof accountAreas)[number];

/** The areas this shop offers: the wishlist and the balance only where their option is on. */
export function offeredAreas(options: {
  readonly wishlist: boolean;
  readonly accountBalance: boolean;
}): AccountArea[] {
  return accountAreas.filter(
    (area) =>
      (area !== "wishlist" || options.wishlist) && (area !== "balance" || options.accountBalance),
  );
}
