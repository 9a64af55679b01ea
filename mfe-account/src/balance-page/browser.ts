import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../pages-catalog.ts";
import { BalancePage, type BalancePageState } from "./BalancePage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<BalancePageState>({
  mfe: "mfe-account",
  fragment: "balancePage",
  Component: BalancePage,
  loadCatalog: loadPagesCatalog,
});
