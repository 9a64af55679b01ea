import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { NavigationTeasers, type NavigationTeasersState } from "./NavigationTeasers.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<NavigationTeasersState>({
  mfe: "mfe-cms",
  fragment: "navigationTeasers",
  Component: NavigationTeasers,
  loadCatalog,
});
