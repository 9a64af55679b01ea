import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../catalog.ts";
import { OrderComplaintPage, type OrderComplaintPageState } from "./OrderComplaintPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<OrderComplaintPageState>({
  mfe: "mfe-basket",
  fragment: "orderComplaintPage",
  Component: OrderComplaintPage,
  loadCatalog: loadPagesCatalog,
});
