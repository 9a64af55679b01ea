import type { LinguiConfig } from "@lingui/conf";
import { sliceLinguiConfig } from "@shop/shared/build";

const shared = sliceLinguiConfig();
const dialogs = "<rootDir>/src/product-dialogs";

// The product page's dialogs have a catalog of their own, loaded when one first opens
// (decision 0042), so their texts stay out of the page's first-load JavaScript.
export default {
  ...shared,
  catalogs: [
    ...(shared.catalogs ?? []).map((catalog) => ({
      ...catalog,
      exclude: [...(catalog.exclude ?? []), `${dialogs}/**`],
    })),
    { path: "<rootDir>/src/locales/{locale}/dialogs", include: [dialogs] },
  ],
} satisfies LinguiConfig;
