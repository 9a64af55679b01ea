import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { ProductList, type ProductListState } from "./ProductList.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<ProductListState>({
  mfe: "mfe-catalog",
  fragment: "productList",
  Component: ProductList,
  loadCatalog,
});
