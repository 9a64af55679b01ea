import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { languages, pathFor, type FragmentRequest } from "@shop/shared";
import type { LoadedFragment } from "@shop/shared/server";
import type { BasketClient } from "../api/client.ts";
import type { WishlistPageState } from "./WishlistPage.tsx";

/**
 * The wishlist page's state, per request with the visitor's cookies: the session's wishlist.
 * Where the shop has no wishlist (core spec point 6; the API answers 404) the page is a 404.
 */
export async function loadWishlistPage(
  request: FragmentRequest<BasketClient>,
  i18n: I18n,
): Promise<LoadedFragment<WishlistPageState>> {
  const current = await request.api.currentWishlist();
  if (!current) {
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
