import { fragmentLifecycles } from "@shop/shared/browser";
import { loadPagesCatalog } from "../catalog.ts";
import { WishlistPage, type WishlistPageState } from "./WishlistPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<WishlistPageState>({
  mfe: "mfe-basket",
  fragment: "wishlistPage",
  Component: WishlistPage,
  loadCatalog: loadPagesCatalog,
});
