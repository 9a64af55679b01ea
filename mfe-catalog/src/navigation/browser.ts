import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { CategoryNavigation, type CategoryNavigationState } from "./CategoryNavigation.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<CategoryNavigationState>({
  mfe: "mfe-catalog",
  fragment: "categoryNavigation",
  Component: CategoryNavigation,
  loadCatalog,
});
