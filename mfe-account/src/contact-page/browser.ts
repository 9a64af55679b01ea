import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../pages-catalog.ts";
import { ContactPage, type ContactPageState } from "./ContactPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<ContactPageState>({
  mfe: "mfe-account",
  fragment: "accountContactPage",
  Component: ContactPage,
  loadCatalog: loadPagesCatalog,
});
