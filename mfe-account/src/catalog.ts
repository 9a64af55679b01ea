import type { CatalogLoader } from "@shop/shared";

/** The account team's messages, one code-split chunk per language. */
export const loadCatalog: CatalogLoader = (language) => import(`./locales/${language}/messages.po`);
