import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../pages-catalog.ts";
import { DeleteAccountPage, type DeleteAccountPageState } from "./DeleteAccountPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<DeleteAccountPageState>({
  mfe: "mfe-account",
  fragment: "deleteAccountPage",
  Component: DeleteAccountPage,
  loadCatalog: loadPagesCatalog,
});
