import type { CatalogLoader } from "@shop/shared";
import { loadCatalog } from "./catalog.ts";

/** The account pages' messages (login, new password, account home). */
export const loadPagesCatalog: CatalogLoader = (language) =>
  import(`./locales/${language}/pages.po`);

/** Both catalogs, for the server renderer, which renders the header and the pages. */
export const loadAllCatalogs: CatalogLoader = async (language) => {
  const [header, pages] = await Promise.all([loadCatalog(language), loadPagesCatalog(language)]);
  return { messages: { ...header.messages, ...pages.messages } };
};
