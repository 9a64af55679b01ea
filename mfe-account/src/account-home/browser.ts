import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../pages-catalog.ts";
import { AccountHome, type AccountHomeState } from "./AccountHome.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<AccountHomeState>({
  mfe: "mfe-account",
  fragment: "accountHome",
  Component: AccountHome,
  loadCatalog: loadPagesCatalog,
});
