import type { SliceBuildConfig } from "@shop/shared/build";

export default {
  root: import.meta.dirname,
  name: "mfe-basket",
  exposes: {
    "./miniBasket": "./src/mini-basket/browser.ts",
    "./basketPage": "./src/basket-page/browser.ts",
    "./wishlistPage": "./src/wishlist-page/browser.ts",
    "./thankYouPage": "./src/thank-you-page/browser.ts",
    // Not a fragment: the basket's command handler, loaded by the shell on demand (decision 0024).
    "./commands": "./src/commands/browser.ts",
  },
  serverEntry: "./src/server.ts",
} satisfies SliceBuildConfig;
