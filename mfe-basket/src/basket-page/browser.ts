import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../catalog.ts";
import { BasketPage, type BasketPageState } from "./BasketPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<BasketPageState>({
  mfe: "mfe-basket",
  fragment: "basketPage",
  Component: BasketPage,
  loadCatalog: loadPagesCatalog,
});
