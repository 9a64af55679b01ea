import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  languages,
  pathFor,
  type CurrentWishlistResponse,
  type FragmentRequest,
} from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { WishlistPageState } from "./WishlistPage.tsx";

/**
 * The wishlist page's state, per request with the visitor's cookies: the session's wishlist.
 * Where the shop has no wishlist (core spec point 6; the API answers 404) the page is a 404.
 */
export async function loadWishlistPage(
  request: FragmentRequest,
  i18n: I18n,
): Promise<LoadedFragment<WishlistPageState>> {
  const response = await request.fetchApi(
    `/api/shop/wishlist/current/?locale=${request.shop.locale}`,
    { headers: { accept: "application/json" } },
  );
  if (response.status === 404) {
    return {
      state: { offered: false, wishlistKey: null, wishlist: null },
      status: 404,
      head: {
        title: i18n._(
          msg({ id: "wishlist.notOffered", message: "There is no wishlist in this shop" }),
        ),
        robots: "noindex",
      },
    };
  }
  if (!response.ok) throw new Error(`The wishlist answered ${response.status}`);
  const current = (await response.json()) as CurrentWishlistResponse;
  return {
    state: { offered: true, wishlistKey: current.wishlistKey, wishlist: current.wishlist },
    head: {
      title: i18n._(msg({ id: "wishlist.title", message: "Wishlist" })),
      robots: "noindex,follow",
      alternatePaths: Object.fromEntries(
        languages.map((language) => [language, pathFor("wishlist", language)]),
      ),
    },
  };
}
