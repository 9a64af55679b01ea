import { brandNames, type Brand, type FragmentRequest } from "@shop/shared";

/**
 * Whether the request's shop offers a wishlist (the platform's shop config, `options.wishlist`:
 * the baby brand does, the home brand does not). Loaders put the answer into their state, so
 * the server and the hydrating browser show hearts alike.
 */
export function wishlistOffered(request: Pick<FragmentRequest, "shopConfig">): boolean {
  return request.shopConfig.options.wishlist;
}

/** A page title with the shop's name after it: `{name} | {brand}`. */
export function titleWithBrand(name: string, brand: Brand): string {
  return `${name} | ${brandNames[brand]}`;
}

/** The shop's name, for texts such as meta descriptions. */
export function brandName(brand: Brand): string {
  return brandNames[brand];
}
