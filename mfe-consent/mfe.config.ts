import type { SliceBuildConfig } from "@shop/shared/build";

export default {
  root: import.meta.dirname,
  name: "mfe-consent",
  exposes: { "./consentBanner": "./src/consent-banner/browser.ts" },
  serverEntry: "./src/server.ts",
} satisfies SliceBuildConfig;
