import type { SliceBuildConfig } from "@shop/shared/build";

export default {
  root: import.meta.dirname,
  name: "mfe-catalog",
  exposes: {
    "./recommendationSlider": "./src/recommendation-slider/browser.ts",
    "./productDetail": "./src/product-detail/browser.ts",
    "./searchPage": "./src/search/browser.ts",
    "./categoryListing": "./src/listing/browser.ts",
    "./categoryNavigation": "./src/navigation/browser.ts",
    "./productList": "./src/product-list/browser.ts",
    "./basketRecommendations": "./src/basket-recommendations/browser.ts",
  },
  serverEntry: "./src/server.ts",
} satisfies SliceBuildConfig;
