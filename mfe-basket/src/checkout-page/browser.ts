import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../catalog.ts";
import { CheckoutPage, type CheckoutPageState } from "./CheckoutPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<CheckoutPageState>({
  mfe: "mfe-basket",
  fragment: "checkoutPage",
  Component: CheckoutPage,
  loadCatalog: loadPagesCatalog,
});
