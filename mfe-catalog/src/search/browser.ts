import { fragmentLifecycles } from "@shop/shared/browser";
import { loadCatalog } from "../catalog.ts";
import { SearchPage, type SearchPageState } from "./SearchPage.tsx";

export const { bootstrap, mount, unmount } = fragmentLifecycles<SearchPageState>({
  mfe: "mfe-catalog",
  fragment: "searchPage",
  Component: SearchPage,
  loadCatalog,
});
