import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import type { BasketClient } from "./api/client.ts";
import { loadCatalog } from "./catalog.ts";
import { BasketPage } from "./basket-page/BasketPage.tsx";
import { loadBasketPage } from "./basket-page/load.ts";
import { MiniBasket } from "./mini-basket/MiniBasket.tsx";
import { loadMiniBasket } from "./mini-basket/load.ts";
import { ThankYouPage } from "./thank-you-page/ThankYouPage.tsx";
import { loadThankYouPage } from "./thank-you-page/load.ts";
import { WishlistPage } from "./wishlist-page/WishlistPage.tsx";
import { loadWishlistPage } from "./wishlist-page/load.ts";

/**
 * The basket team's fragment renderer, called by the edge. Every fragment is personal: rendered
 * per request with the visitor's cookies, never cached. The loaders read through the slice's
 * own in-process client (`BasketClient`), which the edge binds to each request.
 */
export default defineFragmentRenderer<"mfe-basket", BasketClient>({
  mfe: "mfe-basket",
  loadCatalog,
  fragments: {
    miniBasket: serverFragment({ personal: true, Component: MiniBasket, load: loadMiniBasket }),
    basketPage: serverFragment({ personal: true, Component: BasketPage, load: loadBasketPage }),
    wishlistPage: serverFragment({
      personal: true,
      Component: WishlistPage,
      load: loadWishlistPage,
    }),
    thankYouPage: serverFragment({
      personal: true,
      Component: ThankYouPage,
      load: loadThankYouPage,
    }),
  },
});
