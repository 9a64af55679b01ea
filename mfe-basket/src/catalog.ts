import type { CatalogLoader } from "@shop/shared";

/**
 * The messages every page needs (mini-basket, add-to-cart layer, commands), one code-split chunk
 * per language. The pages' messages are a catalog apart (`loadPagesCatalog`).
 */
export const loadCatalog: CatalogLoader = (language) => import(`./locales/${language}/messages.po`);

/** The basket, wishlist, checkout, thank-you and order pages' messages. */
export const loadPagesCatalog: CatalogLoader = (language) =>
  import(`./locales/${language}/pages.po`);

/** Both catalogs, for the server renderer, which renders the header and the pages. */
export const loadAllCatalogs: CatalogLoader = async (language) => {
  const [header, pages] = await Promise.all([loadCatalog(language), loadPagesCatalog(language)]);
  return { messages: { ...header.messages, ...pages.messages } };
};
