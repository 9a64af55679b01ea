import type { CatalogLoader } from "@shop/shared";

/**
 * The header's messages (the account link on every page), one code-split chunk per language. The
 * pages' messages are a catalog apart (`pages-catalog.ts`), so the header's first load stays small.
 */
export const loadCatalog: CatalogLoader = (language) => import(`./locales/${language}/messages.po`);
