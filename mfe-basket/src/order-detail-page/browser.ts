import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../catalog.ts";
import { OrderDetailPage, type OrderDetailPageState } from "./OrderDetailPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<OrderDetailPageState>({
  mfe: "mfe-basket",
  fragment: "orderDetailPage",
  Component: OrderDetailPage,
  loadCatalog: loadPagesCatalog,
});
