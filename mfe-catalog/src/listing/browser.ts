import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { CategoryListing, type CategoryListingState } from "./CategoryListing.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<CategoryListingState>({
  mfe: "mfe-catalog",
  fragment: "categoryListing",
  Component: CategoryListing,
  loadCatalog,
});
