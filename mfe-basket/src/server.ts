import { defineFragmentRenderer, serverFragment } from "@shop/shared/server";
import type { BasketClient } from "./api/client.ts";
import { loadAllCatalogs } from "./catalog.ts";
import { BasketPage } from "./basket-page/BasketPage.tsx";
import { CheckoutPage } from "./checkout-page/CheckoutPage.tsx";
import { loadCheckoutPage } from "./checkout-page/load.ts";
import { loadBasketPage } from "./basket-page/load.ts";
import { MiniBasket } from "./mini-basket/MiniBasket.tsx";
import { OrderComplaintPage } from "./order-complaint-page/OrderComplaintPage.tsx";
import { loadOrderComplaintPage } from "./order-complaint-page/load.ts";
import { OrderDetailPage } from "./order-detail-page/OrderDetailPage.tsx";
import { loadOrderDetailPage } from "./order-detail-page/load.ts";
import { OrdersPage } from "./orders-page/OrdersPage.tsx";
import { loadOrdersPage } from "./orders-page/load.ts";
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
  loadCatalog: loadAllCatalogs,
  fragments: {
    miniBasket: serverFragment({
      personal: true,
      hydration: "interaction",
      Component: MiniBasket,
      load: loadMiniBasket,
    }),
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
    checkoutPage: serverFragment({
      personal: true,
      Component: CheckoutPage,
      load: loadCheckoutPage,
    }),
    ordersPage: serverFragment({ personal: true, Component: OrdersPage, load: loadOrdersPage }),
    orderDetailPage: serverFragment({
      personal: true,
      Component: OrderDetailPage,
      load: loadOrderDetailPage,
    }),
    orderComplaintPage: serverFragment({
      personal: true,
      Component: OrderComplaintPage,
      load: loadOrderComplaintPage,
    }),
  },
});
