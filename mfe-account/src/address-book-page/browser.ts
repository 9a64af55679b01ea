import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../pages-catalog.ts";
import { AddressBookPage, type AddressBookPageState } from "./AddressBookPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<AddressBookPageState>({
  mfe: "mfe-account",
  fragment: "addressBookPage",
  Component: AddressBookPage,
  loadCatalog: loadPagesCatalog,
});
