import type { SliceBuildConfig } from "@shop/shared/build";

export default {
  root: import.meta.dirname,
  name: "mfe-cms",
  exposes: {
    "./contentPage": "./src/content-page/browser.ts",
    "./errorPage": "./src/error-page/browser.ts",
    "./footer": "./src/footer/browser.ts",
    "./campaignBanner": "./src/campaign/browser.ts",
    "./documentationNavigation": "./src/documentation-navigation/browser.ts",
    "./layoutContent": "./src/layout-content/browser.ts",
    "./navigationTeasers": "./src/navigation-teasers/browser.ts",
  },
  serverEntry: "./src/server.ts",
} satisfies SliceBuildConfig;
