import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../catalog.ts";
import { OrdersPage, type OrdersPageState } from "./OrdersPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<OrdersPageState>({
  mfe: "mfe-basket",
  fragment: "ordersPage",
  Component: OrdersPage,
  loadCatalog: loadPagesCatalog,
});
