import type { SliceBuildConfig } from "@shop/shared/build";

export default {
  root: import.meta.dirname,
  name: "mfe-basket",
  exposes: {
    "./miniBasket": "./src/mini-basket/browser.ts",
    "./basketPage": "./src/basket-page/browser.ts",
    "./wishlistPage": "./src/wishlist-page/browser.ts",
    "./thankYouPage": "./src/thank-you-page/browser.ts",
    "./checkoutPage": "./src/checkout-page/browser.ts",
    "./ordersPage": "./src/orders-page/browser.ts",
    "./orderDetailPage": "./src/order-detail-page/browser.ts",
    "./orderComplaintPage": "./src/order-complaint-page/browser.ts",
    // Not a fragment: the basket's command handler, loaded by the shell on demand (decision 0024).
    "./commands": "./src/commands/browser.ts",
  },
  // The checkout page's client data and forms (decision 0038), as the account's pages (0032):
  // shared with the account's copies, loaded only by the pages that use them.
  sliceSingletons: [
    "@reduxjs/toolkit",
    "@reduxjs/toolkit/query/react",
    "react-redux",
    "formik",
    "yup",
  ],
  serverEntry: "./src/server.ts",
} satisfies SliceBuildConfig;
