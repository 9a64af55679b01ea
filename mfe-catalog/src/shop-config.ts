import {
  brandNames,
  fetchJson,
  type Brand,
  type FragmentRequest,
  type ShopConfigResponse,
} from "@shop/shared";

/**
 * Whether the request's shop offers a wishlist (`GET /api/shop/config/`, `options.wishlist`:
 * the baby brand does, the home brand does not). Loaders put the answer into their state, so
 * the server and the hydrating browser show hearts alike. A failing call counts as no
 * wishlist: a page without hearts is better than a page that fails.
 */
export async function loadWishlistOffered(
  request: Pick<FragmentRequest, "fetchApi" | "shop">,
): Promise<boolean> {
  try {
    const config = await fetchJson<ShopConfigResponse>(
      request.fetchApi,
      `/api/shop/config/?locale=${request.shop.locale}`,
    );
    return config.options?.wishlist === true;
  } catch {
    return false;
  }
}

/** A page title with the shop's name after it: `{name} | {brand}`. */
export function titleWithBrand(name: string, brand: Brand): string {
  return `${name} | ${brandNames[brand]}`;
}

/** The shop's name, for texts such as meta descriptions. */
export function brandName(brand: Brand): string {
  return brandNames[brand];
}
