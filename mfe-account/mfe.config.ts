import type { SliceBuildConfig } from "@shop/shared/build";

export default {
  root: import.meta.dirname,
  name: "mfe-account",
  exposes: { "./accountLink": "./src/account-link/browser.ts" },
  serverEntry: "./src/server.ts",
} satisfies SliceBuildConfig;
