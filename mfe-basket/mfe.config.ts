import type { SliceBuildConfig } from "@shop/shared/build";

export default {
  root: import.meta.dirname,
  name: "mfe-basket",
  exposes: {
    "./miniBasket": "./src/mini-basket/browser.ts",
    "./basketPage": "./src/basket-page/browser.ts",
    "./wishlistPage": "./src/wishlist-page/browser.ts",
  },
  serverEntry: "./src/server.ts",
} satisfies SliceBuildConfig;
