import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { ProductDetail, type ProductDetailState } from "./ProductDetail.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<ProductDetailState>({
  mfe: "mfe-catalog",
  fragment: "productDetail",
  Component: ProductDetail,
  loadCatalog,
});
